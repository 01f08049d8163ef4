// The rule lives in shared/ so the server's PDF reports write dates as the pages do.
export { dateLocale } from '../../shared/domain/display-formats';
