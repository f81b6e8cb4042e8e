# pairanoid: filled by the i18n helper (keys start 'pairanoid-').
