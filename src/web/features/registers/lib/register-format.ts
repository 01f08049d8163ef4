// The register line's words live in shared/ (the RED II dossier writes them too).
export * from '../../../../shared/domain/regulation/register-format';
