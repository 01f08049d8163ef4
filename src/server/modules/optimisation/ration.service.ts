import type { TRationAnswer, TRationLots, TRationRequest } from '../../../shared/contracts/optimisation.js';
import { DEFAULT_PLANT_YIELD_FACTOR } from '../../../shared/domain/feedstock-analysis.js';
import { optimiseRation } from '../../../shared/domain/ration-optimiser/optimise-ration.js';
import type { TFunction } from '../../../shared/i18n/translate.js';
import type { DbTransaction } from '../../db/user-context.js';
import { fieldsRefused, HttpError } from '../../lib/http-error.js';
import { readPlantSettings } from '../plant-settings/plant-settings.repository.js';
import { findUserToday } from '../profile/user-today.js';
import { analyseUserRawMaterials } from '../raw-materials/raw-materials-analysis.service.js';
import { isUsableLot, mainCropBudgetOf, rationFeedstocks } from './ration-feedstocks.js';

/**
 * The ration of the analysis lots (this year's deliveries, their values resolved as the analysis page shows them)
 * under the plant's settings (issue 18 point 4). What the operator must fix first is refused with a message: no
 * digester volume, no usable lot, a price missing for the cheapest ration. An infeasible ration is an answer, not
 * an error: it names the constraints in conflict.
 */
type TAnalysedLot = Awaited<ReturnType<typeof analyseUserRawMaterials>>['lots'][number];

function toRationLot(lot: TAnalysedLot): TRationLots['lots'][number] {
  return {
    id: lot.id,
    name: lot.name,
    stockTonnes: lot.freshTonnes,
    dryMatterPct: lot.dryMatterPct.value,
    volatileSolidsPctOfDm: lot.volatileSolidsPctOfDm.value,
    bmpNm3PerTonneVs: lot.bmp.value,
    carbonNitrogenRatio: lot.carbonNitrogenRatio.value,
    isMainCrop: lot.category === 'main_crop',
    isUsable: isUsableLot(lot),
  };
}

/** This year's lots (the analysis page's), their values resolved: what the optimiser will feed. */
async function readYearLots(tx: DbTransaction, userId: string) {
  const today = await findUserToday(tx, userId);
  const analysis = await analyseUserRawMaterials(tx, userId, {
    yieldFactor: DEFAULT_PLANT_YIELD_FACTOR,
    digestionMode: 'wet',
    year: Number(today.slice(0, 4)),
  });
  return { today, analysis };
}

/** GET /api/optimisation/lots: the lots the ration is worked out from, and whether each can be used. */
export async function listRationLots(tx: DbTransaction, userId: string): Promise<TRationLots> {
  const { analysis } = await readYearLots(tx, userId);
  return { year: analysis.year, lots: analysis.lots.map(toRationLot) };
}

export async function workOutRation(
  tx: DbTransaction,
  userId: string,
  body: TRationRequest,
  t: TFunction,
): Promise<TRationAnswer> {
  const settings = await readPlantSettings(tx, userId);
  if (settings.digesterVolumeM3 === null) {
    throw fieldsRefused({ digesterVolumeM3: 'optimisation:errors.volumeMissing' }, t);
  }
  const { today, analysis } = await readYearLots(tx, userId);
  const feedstocks = rationFeedstocks(analysis.lots, body.prices);
  if (feedstocks.length === 0) throw new HttpError(400, 'no_usable_lot', 'optimisation:errors.noLots');
  const result = optimiseRation({
    feedstocks,
    plant: {
      digesterVolumeM3: settings.digesterVolumeM3,
      olrMaxKgVsPerM3Day: settings.olrMaxKgVsPerM3Day,
      hrtMinDays: settings.hrtMinDays,
      mixDryMatterMaxPct: settings.mixDryMatterMaxPct,
      yieldFactor: DEFAULT_PLANT_YIELD_FACTOR,
    },
    carbonNitrogen: {
      min: settings.carbonNitrogenMin,
      max: settings.carbonNitrogenMax,
      mode: settings.carbonNitrogenMode,
    },
    mainCropBudget: mainCropBudgetOf(analysis, today),
    horizonDays: body.horizonDays,
    objective:
      body.objective === 'min-cost'
        ? { kind: 'min-cost', targetMethaneNm3PerDay: body.targetMethaneNm3PerDay ?? 0 }
        : { kind: 'max-methane' },
  });
  if (result.status === 'invalid-input') {
    if (result.issues.some((issue) => issue.code === 'price-missing')) {
      throw fieldsRefused({ prices: 'optimisation:errors.priceMissing' }, t);
    }
    throw new HttpError(400, 'ration_invalid', 'optimisation:errors.invalidInput');
  }
  return {
    year: analysis.year,
    lots: analysis.lots.map(toRationLot),
    result,
  };
}
