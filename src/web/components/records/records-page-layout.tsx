import type { ReactNode } from 'react';

/** The width and spacing of every records page (lists and forms), phone first. */
export function RecordsPageLayout({
  children,
  isNarrow = false,
}: {
  children: ReactNode;
  isNarrow?: boolean;
}) {
  return (
    <div
      className={`mx-auto w-full ${isNarrow ? 'max-w-2xl' : 'max-w-5xl'} space-y-5 px-4 py-6 md:px-8 md:py-8`}
    >
      {children}
    </div>
  );
}
