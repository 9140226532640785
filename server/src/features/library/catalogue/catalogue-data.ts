// The demo catalogue: product types, document types, product lines, models with their suffixes, exhaust
// certifications and controller types (laid by catalogue.seed.ts).

export const PRODUCT_TYPE_CODES = ['CRAWLER_EXCAVATOR', 'WHEEL_EXCAVATOR', 'MINI_EXCAVATOR', 'WHEEL_LOADER', 'ARTICULATED_DUMP_TRUCK', 'ENGINE'] as const;

export const DOCUMENT_TYPE_CODES = [
  'SERVICE_MANUAL', 'OPERATION_MAINTENANCE_MANUAL', 'PARTS_BOOK', 'SERVICE_BULLETIN', 'TROUBLESHOOTING_GUIDE',
  'SHOP_MANUAL', 'ELECTRICAL_SCHEMATIC', 'HYDRAULIC_SCHEMATIC', 'TRAINING_MATERIAL',
] as const;

/** Demo product lines; a model belongs to the first line of its type whose test accepts its code. */
export const DEMO_PRODUCTS: { code: string; type: (typeof PRODUCT_TYPE_CODES)[number]; name: string; accepts?: (modelCode: string) => boolean }[] = [
  { code: 'CEX_MEDIUM', type: 'CRAWLER_EXCAVATOR', name: 'DX Crawler Excavators 14–30 t', accepts: (code) => Number(/\d+/.exec(code)?.[0]) < 340 },
  { code: 'CEX_LARGE', type: 'CRAWLER_EXCAVATOR', name: 'DX Crawler Excavators 34–80 t' },
  { code: 'WEX', type: 'WHEEL_EXCAVATOR', name: 'DX Wheel Excavators' },
  { code: 'MEX', type: 'MINI_EXCAVATOR', name: 'DX Mini Excavators' },
  { code: 'WL', type: 'WHEEL_LOADER', name: 'DL Wheel Loaders' },
  { code: 'ADT', type: 'ARTICULATED_DUMP_TRUCK', name: 'DA Articulated Dump Trucks' },
  { code: 'ENG', type: 'ENGINE', name: 'Diesel Engines' },
];

export const EXHAUST_CERTIFICATIONS: { code: string; name: string }[] = [
  { code: 'EU_STAGE_V', name: 'EU Stage V' },
  { code: 'EPA_TIER4_FINAL', name: 'EPA Tier 4 Final' },
  { code: 'TIER3', name: 'Tier 3' },
  { code: 'CHINA_IV', name: 'China IV (GB 20891)' },
  { code: 'KOREA_TIER4', name: 'Korea Tier 4' },
];

export const DEMO_CONTROLLER_TYPES: { sourceTpcd: string; modelCodeName: string; description: string }[] = [
  { sourceTpcd: 'ECU', modelCodeName: 'DX-ECU7', description: 'Engine control unit, Stage V engines' },
  { sourceTpcd: 'VCU', modelCodeName: 'DX-VCU3', description: 'Vehicle control unit, crawler and wheel excavators' },
  { sourceTpcd: 'MCU', modelCodeName: 'DL-MCU2', description: 'Machine control unit, wheel loaders' },
  { sourceTpcd: 'TCU', modelCodeName: 'DA-TCU1', description: 'Transmission control unit, articulated dump trucks' },
];

/**
 * Demo models: code, product type, and the serial-number suffix codes with the serial range each covers.
 * Codes follow the usual pattern of the trade: family, operating weight class, variant letters.
 */
export const DEMO_MODELS: { code: string; type: (typeof PRODUCT_TYPE_CODES)[number]; suffixes: [string, number, number][] }[] = [
  { code: 'DX140LCR', type: 'CRAWLER_EXCAVATOR', suffixes: [['EHFBA', 10001, 19999]] },
  { code: 'DX160LC', type: 'CRAWLER_EXCAVATOR', suffixes: [['EHFBB', 10001, 19999]] },
  { code: 'DX180LC', type: 'CRAWLER_EXCAVATOR', suffixes: [['EHFBC', 10001, 19999]] },
  { code: 'DX220LC', type: 'CRAWLER_EXCAVATOR', suffixes: [['EHFBD', 10001, 14999], ['EHFBE', 15000, 19999]] },
  { code: 'DX225LCA', type: 'CRAWLER_EXCAVATOR', suffixes: [['EHFBF', 10001, 14999], ['EHFBG', 15000, 29999]] },
  { code: 'DX225NLCA', type: 'CRAWLER_EXCAVATOR', suffixes: [['EHFBH', 10001, 19999]] },
  { code: 'DX255LC', type: 'CRAWLER_EXCAVATOR', suffixes: [['EHFBJ', 10001, 19999]] },
  { code: 'DX300LCA', type: 'CRAWLER_EXCAVATOR', suffixes: [['EHFBK', 10001, 19999]] },
  { code: 'DX340LCA', type: 'CRAWLER_EXCAVATOR', suffixes: [['EHFBL', 10001, 19999]] },
  { code: 'DX380LC', type: 'CRAWLER_EXCAVATOR', suffixes: [['EHFBM', 10001, 19999]] },
  { code: 'DX420LCA', type: 'CRAWLER_EXCAVATOR', suffixes: [['EHFBN', 10001, 19999]] },
  { code: 'DX490LCA', type: 'CRAWLER_EXCAVATOR', suffixes: [['EHFBP', 10001, 19999]] },
  { code: 'DX530LC', type: 'CRAWLER_EXCAVATOR', suffixes: [['EHFBQ', 10001, 19999]] },
  { code: 'DX800LC', type: 'CRAWLER_EXCAVATOR', suffixes: [['EHFBR', 10001, 19999]] },
  { code: 'DX140W', type: 'WHEEL_EXCAVATOR', suffixes: [['EWFBA', 10001, 19999]] },
  { code: 'DX160W', type: 'WHEEL_EXCAVATOR', suffixes: [['EWFBB', 10001, 19999]] },
  { code: 'DX190WA', type: 'WHEEL_EXCAVATOR', suffixes: [['EWFBC', 10001, 19999]] },
  { code: 'DX210WA', type: 'WHEEL_EXCAVATOR', suffixes: [['EWFBD', 10001, 19999]] },
  { code: 'DX17Z', type: 'MINI_EXCAVATOR', suffixes: [['EMFBA', 10001, 19999]] },
  { code: 'DX27Z', type: 'MINI_EXCAVATOR', suffixes: [['EMFBB', 10001, 19999]] },
  { code: 'DX35Z', type: 'MINI_EXCAVATOR', suffixes: [['EMFBC', 10001, 19999]] },
  { code: 'DX55W', type: 'MINI_EXCAVATOR', suffixes: [['EMFBD', 10001, 19999]] },
  { code: 'DX62R', type: 'MINI_EXCAVATOR', suffixes: [['EMFBE', 10001, 19999]] },
  { code: 'DX85R', type: 'MINI_EXCAVATOR', suffixes: [['EMFBF', 10001, 19999]] },
  { code: 'DL200', type: 'WHEEL_LOADER', suffixes: [['LWFBA', 10001, 19999]] },
  { code: 'DL250', type: 'WHEEL_LOADER', suffixes: [['LWFBB', 10001, 19999]] },
  { code: 'DL280', type: 'WHEEL_LOADER', suffixes: [['LWFBC', 10001, 19999]] },
  { code: 'DL300', type: 'WHEEL_LOADER', suffixes: [['LWFBD', 10001, 19999]] },
  { code: 'DL350', type: 'WHEEL_LOADER', suffixes: [['LWFBE', 10001, 19999]] },
  { code: 'DL420', type: 'WHEEL_LOADER', suffixes: [['LWFBF', 10001, 19999]] },
  { code: 'DL550', type: 'WHEEL_LOADER', suffixes: [['LWFBG', 10001, 19999]] },
  { code: 'DA30', type: 'ARTICULATED_DUMP_TRUCK', suffixes: [['ADFBA', 10001, 19999]] },
  { code: 'DA40', type: 'ARTICULATED_DUMP_TRUCK', suffixes: [['ADFBB', 10001, 19999]] },
  { code: 'DA45', type: 'ARTICULATED_DUMP_TRUCK', suffixes: [['ADFBC', 10001, 19999]] },
  { code: 'DL06', type: 'ENGINE', suffixes: [['GNFBA', 10001, 59999]] },
  { code: 'DL08', type: 'ENGINE', suffixes: [['GNFBB', 10001, 59999]] },
  { code: 'DV11', type: 'ENGINE', suffixes: [['GNFBC', 10001, 59999]] },
  { code: 'DX12', type: 'ENGINE', suffixes: [['GNFBD', 10001, 59999]] },
  { code: 'DD15', type: 'ENGINE', suffixes: [['GNFBE', 10001, 59999]] },
  { code: 'DL02', type: 'ENGINE', suffixes: [['GNFBF', 10001, 59999]] },
];
