// The regions every installation starts with, and the countries each serves.

/** Region code → ISO 3166-1 countries served from it. */
export const REGION_COUNTRIES: Record<string, string[]> = {
  KOREA: ['KR'],
  CHINA: ['CN', 'HK', 'MO', 'TW'],
  ASIA_PACIFIC: ['JP', 'TH', 'MM', 'ID', 'MY', 'SG', 'VN', 'PH', 'IN', 'AU', 'NZ', 'KH', 'LA', 'BD', 'LK', 'PK', 'MN'],
  EUROPE: ['DE', 'FR', 'GB', 'IT', 'ES', 'PT', 'NL', 'BE', 'PL', 'CZ', 'SE', 'NO', 'FI', 'DK', 'AT', 'CH', 'IE', 'TR', 'GR', 'RO', 'HU'],
  NORTH_AMERICA: ['US', 'CA'],
  LATIN_AMERICA: ['MX', 'BR', 'AR', 'CL', 'CO', 'PE', 'EC', 'UY', 'PY', 'BO', 'VE', 'GT', 'CR', 'PA', 'DO'],
  MIDDLE_EAST_AFRICA: ['AE', 'SA', 'QA', 'KW', 'OM', 'IL', 'EG', 'ZA', 'NG', 'KE', 'MA', 'DZ', 'GH', 'TZ'],
  CIS: ['RU', 'UA', 'KZ', 'UZ', 'BY', 'AZ', 'GE', 'AM', 'KG', 'TJ'],
};
