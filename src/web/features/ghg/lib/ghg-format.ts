// The GHG page's formats live in shared/ (the RED II dossier writes them too).
export * from '../../../../shared/domain/regulation/ghg/ghg-format';
