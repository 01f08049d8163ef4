import { HttpError } from '../../lib/http-error.js';

export const articleNotFound = () => new HttpError(404, 'article_not_found', 'news:errors.articleNotFound');
export const coverNotFound = () => new HttpError(404, 'cover_not_found', 'news:errors.coverNotFound');
