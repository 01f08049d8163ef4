import { z } from 'zod';

/** GET /api/dashboard: the figures of the signed-in user's records, each linking to its page. */
export const ZDashboard = z.object({
  /** The plant's date (the user's time zone) the figures were computed for. */
  today: z.string(),
  lowStock: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        currentLevel: z.number(),
        threshold: z.number(),
        unit: z.string(),
      }),
    ),
  }),
  overdueMaintenance: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        equipmentName: z.string(),
        taskType: z.string(),
        nextDueDate: z.string().nullable(),
        priority: z.string(),
      }),
    ),
  }),
  todayTasks: z.object({
    count: z.number().int(),
    items: z.array(z.object({ id: z.string(), title: z.string(), priority: z.string() })),
  }),
  monthBalance: z.object({
    month: z.string(),
    income: z.number(),
    expense: z.number(),
    balance: z.number(),
  }),
  expectedMethane: z.object({
    lotCount: z.number().int(),
    incompleteLotCount: z.number().int(),
    freshTonnes: z.number(),
    methaneAtPlantNm3: z.number(),
    energyKwhPci: z.number(),
  }),
});
export type TDashboard = z.infer<typeof ZDashboard>;
