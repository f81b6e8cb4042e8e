# fevga: filled by the i18n helper (keys start 'fevga-').
