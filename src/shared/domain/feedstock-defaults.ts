/**
 * Default analysis values of the feedstocks (intrants) a plant digests, with their public source
 * (docs: ../shared/design/domain.md "Feedstocks (raw materials)").
 *
 * Isomorphic: the raw-materials page shows these as editable defaults and the server may compute with them.
 * A default is never a certainty: lab analyses entered by the operator always win over it
 * (`feedstock-analysis.ts`), and each default carries its source so the page can cite it.
 *
 * Units: BMP (biochemical methane potential) in Nm³ CH4 per tonne of volatile solids (VS), at 0 °C / 1013 mbar;
 * dry matter (DM) in % of fresh matter (FM); VS in % of DM. Nm³ CH4 per tonne FM = BMP × DM/100 × VS/100.
 */

/**
 * Feedstock types of the spec (§3 raw_materials.type). Defined here rather than in the server schema because
 * shared code never imports server code; the schema is to import them from here.
 */
export const RAW_MATERIAL_TYPES = [
  'cereal',
  'legume',
  'by-product',
  'fodder',
  'manure',
  'slurry',
  'silage',
  'other',
] as const;
export type TRawMaterialType = (typeof RAW_MATERIAL_TYPES)[number];

/**
 * Regulatory category of a feedstock, for the French main-crop cap (décret 2016-929): only `main_crop` counts
 * in the 15 %; CIVE (cultures intermédiaires à vocation énergétique) and permanent grassland are not counted.
 */
export const RAW_MATERIAL_CATEGORIES = [
  'main_crop',
  'cive',
  'permanent_grassland',
  'effluent',
  'by_product',
  'other',
] as const;
export type TRawMaterialCategory = (typeof RAW_MATERIAL_CATEGORIES)[number];

/** The categories the décret leaves out of the main-crop count (whether they leave the denominator is unsettled). */
export const CAP_EXEMPT_CATEGORIES = [
  'cive',
  'permanent_grassland',
] as const satisfies readonly TRawMaterialCategory[];

/**
 * How far a default can be trusted: `low` asks the operator for a lab value (domain.md marks it so),
 * `none` means there is no safe default at all and a lab analysis is required.
 */
export const DEFAULT_CONFIDENCES = ['normal', 'low', 'none'] as const;
export type TDefaultConfidence = (typeof DEFAULT_CONFIDENCES)[number];

/** The four analysis values of a feedstock lot, each either a lab value or a default. */
export const ANALYSIS_VALUE_KEYS = [
  'dryMatterPct',
  'volatileSolidsPctOfDm',
  'bmp',
  'carbonNitrogenRatio',
] as const;
export type TAnalysisValueKey = (typeof ANALYSIS_VALUE_KEYS)[number];

export const FEEDSTOCK_SOURCE_KEYS = [
  'lfl-bayern-2022',
  'gtz-biogas-digest',
  'cornell-composting',
  'wang-2014',
  'chambres-normandie-infometha',
  'la-france-agricole',
  'inra-feed-tables-crude-protein',
] as const;
export type TFeedstockSourceKey = (typeof FEEDSTOCK_SOURCE_KEYS)[number];

/**
 * Citations, as domain.md (or the source itself) names them. They are proper names and titles, not UI
 * sentences, so they stay untranslated; how a figure is derived from a source is a translated text
 * (`rawMaterials:sources.method.<key>`, see FEEDSTOCK_SOURCES_WITH_METHOD).
 */
/** The sources whose figures are derived by a method the page explains in the user's language. */
export const FEEDSTOCK_SOURCES_WITH_METHOD = [
  'cornell-composting',
  'inra-feed-tables-crude-protein',
] as const;

export const FEEDSTOCK_SOURCES: Readonly<Record<TFeedstockSourceKey, string>> = {
  'lfl-bayern-2022':
    'LfL Bayern, data repository mast-lfl/Biogas-potential-paper-2022 (Dandikas et al. 2021; KTBL/LfL "Gas Yield in Agricultural Biogas Plants")',
  'gtz-biogas-digest':
    'GTZ/ISAT Biogas Digest Vol. I, Table 1 "Nitrogen-content and C/N-ratio data" (gtz Schriftenreihe No. 97: Maramba 1978; Barnett et al. 1978; Kaltwasser 1980)',
  'cornell-composting': 'Cornell Waste Management Institute, Cornell Composting (Adams et al. 1951)',
  'wang-2014': 'Wang et al., PLOS ONE 2014, doi:10.1371/journal.pone.0097265',
  'chambres-normandie-infometha': "Chambres d'agriculture de Normandie; infometha.org",
  'la-france-agricole': 'La France Agricole',
  'inra-feed-tables-crude-protein': 'INRA, Alimentation des ruminants (2018); DLG-Futterwerttabellen',
};

/**
 * A C/N default. Every one is a "check" value (domain.md): shown as an editable default with its source, never
 * as a certainty. `value` is a figure published by the source; `range` spans the figures the source gives for
 * that material.
 */
export interface CarbonNitrogenDefault {
  value: number;
  range: readonly [number, number];
  sourceKey: TFeedstockSourceKey;
  isCheck: true;
}

export interface ReferenceFeedstock {
  /** Stable id (kebab-case), stored with a lot that uses this reference. */
  key: string;
  type: TRawMaterialType;
  /** Mean BMP, Nm³ CH4 / t VS; null when there is no safe default. */
  bmp: number | null;
  bmpRange?: readonly [number, number];
  /** Dry matter, % of fresh matter. */
  dryMatterPct: number | null;
  dryMatterPctRange?: readonly [number, number];
  /** Volatile solids, % of dry matter. */
  volatileSolidsPctOfDm: number | null;
  volatileSolidsPctOfDmRange?: readonly [number, number];
  confidence: TDefaultConfidence;
  /** Source of BMP, DM and VS. */
  sourceKey: TFeedstockSourceKey;
  /** Values domain.md says to measure rather than trust the default (the page highlights them). */
  labAdvisedFor: readonly TAnalysisValueKey[];
  /** Null when no public source with figures was found for this feedstock: the operator enters a lab C/N. */
  carbonNitrogenRatio: CarbonNitrogenDefault | null;
}

/**
 * C/N figures of the GTZ Biogas Digest table. Its figures are for dung (faeces) and dry crop residues: they are
 * used only where the material matches (solid manure, poultry manure, straw, grass and lucerne hay, pig manure for
 * pig slurry at the table's low end), not for cattle slurry, whose urine carries much of the nitrogen that cow
 * dung figures leave out, nor for maize silage, grain or beet, which it does not list (those are estimated from
 * their crude protein, below). The value is the Barnett et al. (1978) figure where it has one; the range spans
 * the three sources of the table.
 */
const gtzCarbonNitrogen = (value: number, range: readonly [number, number]): CarbonNitrogenDefault => ({
  value,
  range,
  sourceKey: 'gtz-biogas-digest',
  isCheck: true,
});

/**
 * C/N of crops the GTZ table does not list, estimated from their crude protein: nitrogen = crude protein / 6.25
 * (the feed tables' conversion factor), carbon = volatile solids / 1.8 (Cornell Composting, as the analysis
 * does), so C/N = (VS / 1.8) / (CP / 6.25), both in % of dry matter. The crude protein figures are the usual
 * ones of the INRA and DLG feed tables, recalled rather than read from the tables: every such value is a "check"
 * value ("à vérifier"), shown with its source and replaced by the lab's C/N as soon as there is one. `range`
 * spans the crude-protein range given for the crop (a higher protein content gives a lower C/N).
 */
export function carbonNitrogenFromCrudeProtein(
  volatileSolidsPctOfDm: number,
  crudeProteinPctOfDm: number,
  crudeProteinRange: readonly [number, number],
): CarbonNitrogenDefault {
  const ratio = (crudeProtein: number) =>
    Math.round((volatileSolidsPctOfDm / 1.8 / (crudeProtein / 6.25)) * 10) / 10;
  return {
    value: ratio(crudeProteinPctOfDm),
    range: [ratio(crudeProteinRange[1]), ratio(crudeProteinRange[0])],
    sourceKey: 'inra-feed-tables-crude-protein',
    isCheck: true,
  };
}

/** One entry per row of the domain.md feedstock table, in its order. */
export const REFERENCE_FEEDSTOCKS = [
  {
    key: 'cereal-grain',
    type: 'cereal',
    bmp: 351,
    bmpRange: [288, 410],
    dryMatterPct: 88,
    volatileSolidsPctOfDm: 94.5,
    confidence: 'normal',
    sourceKey: 'lfl-bayern-2022',
    labAdvisedFor: [],
    carbonNitrogenRatio: carbonNitrogenFromCrudeProtein(94.5, 12, [10, 14]),
  },
  {
    key: 'legume-grain',
    type: 'legume',
    bmp: 245,
    bmpRange: [153, 346],
    dryMatterPct: 86,
    volatileSolidsPctOfDm: 95.5,
    // domain.md: "low confidence: ask for a lab BMP".
    confidence: 'low',
    sourceKey: 'lfl-bayern-2022',
    labAdvisedFor: ['bmp'],
    carbonNitrogenRatio: carbonNitrogenFromCrudeProtein(95.5, 24, [21, 27]),
  },
  {
    key: 'legume-whole-crop',
    type: 'legume',
    bmp: 245,
    bmpRange: [161, 345],
    dryMatterPct: 25,
    volatileSolidsPctOfDm: 90,
    confidence: 'normal',
    sourceKey: 'lfl-bayern-2022',
    labAdvisedFor: [],
    // Lucerne (alfalfa) hay, the whole-crop legume of the table: Barnett 17, Kaltwasser 16.6.
    carbonNitrogenRatio: gtzCarbonNitrogen(17, [16.6, 17]),
  },
  {
    // domain.md gives this row as ranges only (BMP 315–322, DM 28–36, VS 89–90): the defaults are the midpoints
    // of those ranges (318.5, 32, 89.5), giving ≈ 91 Nm³ CH4 / t FM, inside the table's 79–102.
    key: 'grass-clover-grass',
    type: 'fodder',
    bmp: 318.5,
    bmpRange: [315, 322],
    dryMatterPct: 32,
    dryMatterPctRange: [28, 36],
    volatileSolidsPctOfDm: 89.5,
    volatileSolidsPctOfDmRange: [89, 90],
    confidence: 'normal',
    sourceKey: 'lfl-bayern-2022',
    labAdvisedFor: [],
    // Grass hay: Barnett 12; hay 12.5–25 (Kaltwasser); grass trimmings 15.7 (Maramba).
    carbonNitrogenRatio: gtzCarbonNitrogen(12, [12, 25]),
  },
  {
    key: 'maize-silage',
    type: 'silage',
    bmp: 357,
    bmpRange: [217, 478],
    dryMatterPct: 35,
    volatileSolidsPctOfDm: 96.5,
    confidence: 'normal',
    sourceKey: 'lfl-bayern-2022',
    labAdvisedFor: [],
    carbonNitrogenRatio: carbonNitrogenFromCrudeProtein(96.5, 7.5, [6.5, 9]),
  },
  {
    key: 'cereal-whole-plant-silage',
    type: 'silage',
    bmp: 351,
    bmpRange: [293, 403],
    dryMatterPct: 35,
    volatileSolidsPctOfDm: 94,
    confidence: 'normal',
    sourceKey: 'lfl-bayern-2022',
    labAdvisedFor: [],
    carbonNitrogenRatio: carbonNitrogenFromCrudeProtein(94, 9, [8, 11]),
  },
  {
    // A winter CIVE silage; its lots usually carry the category `cive` (not counted in the main-crop cap).
    key: 'green-rye-cive',
    type: 'silage',
    bmp: 372,
    bmpRange: [299, 442],
    dryMatterPct: 22,
    // domain.md: 15–30 % DM at harvest.
    dryMatterPctRange: [15, 30],
    volatileSolidsPctOfDm: 92,
    confidence: 'normal',
    sourceKey: 'lfl-bayern-2022',
    labAdvisedFor: [],
    carbonNitrogenRatio: carbonNitrogenFromCrudeProtein(92, 13, [10, 16]),
  },
  {
    key: 'cattle-solid-manure',
    type: 'manure',
    bmp: 202,
    bmpRange: [159, 236],
    dryMatterPct: 23,
    volatileSolidsPctOfDm: 82,
    confidence: 'normal',
    sourceKey: 'lfl-bayern-2022',
    labAdvisedFor: [],
    // Cow manure: Barnett 18; Kaltwasser 16.6–25; Maramba 19.9. Straw bedding raises it: a check value.
    carbonNitrogenRatio: gtzCarbonNitrogen(18, [16.6, 25]),
  },
  {
    key: 'cattle-slurry',
    type: 'slurry',
    bmp: 230,
    bmpRange: [165, 287],
    dryMatterPct: 8.9,
    volatileSolidsPctOfDm: 79,
    confidence: 'normal',
    sourceKey: 'lfl-bayern-2022',
    labAdvisedFor: [],
    carbonNitrogenRatio: null,
  },
  {
    key: 'pig-slurry',
    type: 'slurry',
    bmp: 230,
    bmpRange: [195, 265],
    dryMatterPct: 4.8,
    volatileSolidsPctOfDm: 73,
    confidence: 'normal',
    sourceKey: 'lfl-bayern-2022',
    // domain.md: "use measured DM" (pig slurry DM varies with dilution).
    labAdvisedFor: ['dryMatterPct'],
    // Pig manure: Kaltwasser 6.2–12.5 (the table's only pig figure measured as in a German plant). Slurry carries
    // the urine's nitrogen, so the low end is the default.
    carbonNitrogenRatio: gtzCarbonNitrogen(6.2, [6.2, 12.5]),
  },
  {
    key: 'poultry-manure',
    type: 'other',
    bmp: 286,
    dryMatterPct: 48,
    volatileSolidsPctOfDm: 75,
    confidence: 'normal',
    sourceKey: 'lfl-bayern-2022',
    labAdvisedFor: [],
    // Chicken manure: Barnett 7.3; chicken droppings 5–7.1 (Kaltwasser); chicken 9.65 (Maramba).
    carbonNitrogenRatio: gtzCarbonNitrogen(7.3, [5, 9.65]),
  },
  {
    key: 'sugar-beet',
    type: 'other',
    bmp: 349,
    dryMatterPct: 22.5,
    volatileSolidsPctOfDm: 82,
    confidence: 'normal',
    sourceKey: 'lfl-bayern-2022',
    labAdvisedFor: [],
    carbonNitrogenRatio: carbonNitrogenFromCrudeProtein(82, 6, [5, 7]),
  },
  {
    key: 'cereal-straw',
    type: 'other',
    bmp: 240,
    dryMatterPct: 86,
    volatileSolidsPctOfDm: 94,
    confidence: 'normal',
    sourceKey: 'lfl-bayern-2022',
    labAdvisedFor: [],
    // Wheat straw: Barnett 150, Kaltwasser 100–125; oat straw 48 (Barnett) and 50 (Kaltwasser).
    carbonNitrogenRatio: gtzCarbonNitrogen(150, [48, 150]),
  },
  {
    // domain.md: "no safe default: require a lab BMP". Agro-industrial by-products differ too much to guess.
    key: 'agro-industrial-by-product',
    type: 'by-product',
    bmp: null,
    dryMatterPct: null,
    volatileSolidsPctOfDm: null,
    confidence: 'none',
    sourceKey: 'lfl-bayern-2022',
    labAdvisedFor: ['bmp'],
    carbonNitrogenRatio: null,
  },
] as const satisfies readonly ReferenceFeedstock[];

export type TReferenceFeedstockKey = (typeof REFERENCE_FEEDSTOCKS)[number]['key'];

/** Built once, so a lookup per lot is O(1) even for a few hundred lots. */
const referencesByKey: ReadonlyMap<string, ReferenceFeedstock> = new Map(
  REFERENCE_FEEDSTOCKS.map((reference): [string, ReferenceFeedstock] => [reference.key, reference]),
);

export const REFERENCE_FEEDSTOCK_KEYS: readonly TReferenceFeedstockKey[] = REFERENCE_FEEDSTOCKS.map(
  (reference) => reference.key,
);

export function isReferenceFeedstockKey(value: unknown): value is TReferenceFeedstockKey {
  return typeof value === 'string' && referencesByKey.has(value);
}

export function getReferenceFeedstock(key: TReferenceFeedstockKey): ReferenceFeedstock {
  const reference = referencesByKey.get(key);
  if (!reference) throw new Error(`Unknown reference feedstock: ${key}`);
  return reference;
}

/** The references of one feedstock type, in table order (the choices offered for a lot of that type). */
export function getReferencesOfType(type: TRawMaterialType): ReferenceFeedstock[] {
  return REFERENCE_FEEDSTOCKS.filter((reference) => reference.type === type);
}

/**
 * The reference a new lot of a type starts from, or null when no row represents the type.
 *
 * - legume -> legume whole crop rather than legume grain: legumes usually reach a digester as whole-crop
 *   silage, the grain row is low-confidence, and if the guess is wrong the whole-crop default (56 Nm³/t FM)
 *   underestimates a grain lot instead of overestimating a wet crop 3.6-fold.
 * - by-product -> the by-product row, which has no values: the lot shows "lab BMP required" with its source.
 * - other -> null: poultry manure, sugar beet and straw have nothing in common, so the operator chooses a
 *   reference or enters lab values.
 */
export function defaultReferenceFor(type: TRawMaterialType): TReferenceFeedstockKey | null {
  switch (type) {
    case 'cereal':
      return 'cereal-grain';
    case 'legume':
      return 'legume-whole-crop';
    case 'fodder':
      return 'grass-clover-grass';
    case 'silage':
      return 'maize-silage';
    case 'manure':
      return 'cattle-solid-manure';
    case 'slurry':
      return 'cattle-slurry';
    case 'by-product':
      return 'agro-industrial-by-product';
    case 'other':
      return null;
  }
}
