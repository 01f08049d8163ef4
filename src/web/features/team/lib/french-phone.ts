/**
 * A French number as the server stores it ("0612345678", "+33612345678") written for people, in pairs:
 * "06 12 34 56 78", "+33 6 12 34 56 78". Anything else is shown as it is.
 */
export function formatFrenchPhone(phone: string): string {
  const national = /^0(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(phone);
  if (national) return `0${national.slice(1).join(' ')}`;
  const international = /^\+33(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(phone);
  if (international) return `+33 ${international.slice(1).join(' ')}`;
  return phone;
}
