// The rule lives in shared/ so the server's PDF reports write quantities as the pages do.
export { formatQuantity } from '../../shared/domain/display-formats';
