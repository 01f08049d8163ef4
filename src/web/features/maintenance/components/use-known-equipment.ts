import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TEquipmentMeter } from '../../../../shared/contracts/maintenance';
import { equipmentMetersQuery, equipmentNamesQuery } from '../api/maintenance-tasks';

export interface KnownEquipment {
  /** Every equipment name of the plan and the meters, once each (whatever the case), sorted. */
  names: string[];
  meters: TEquipmentMeter[];
  /** The meter of an equipment, matched on the name whatever the case (as the server does). */
  findMeter: (equipmentName: string) => TEquipmentMeter | undefined;
}

const keyOf = (name: string) => name.trim().toLocaleLowerCase();

/** The equipment the forms suggest, and the meters they prefill readings from. */
export function useKnownEquipment(): KnownEquipment {
  const meters = useQuery(equipmentMetersQuery).data;
  const taskNames = useQuery(equipmentNamesQuery).data;
  return useMemo(() => {
    const meterList = meters ?? [];
    const byKey = new Map<string, string>();
    for (const name of [...meterList.map((meter) => meter.equipmentName), ...(taskNames ?? [])]) {
      if (!byKey.has(keyOf(name))) byKey.set(keyOf(name), name);
    }
    const meterByKey = new Map(meterList.map((meter) => [keyOf(meter.equipmentName), meter]));
    return {
      names: [...byKey.values()].sort((a, b) => a.localeCompare(b)),
      meters: meterList,
      findMeter: (equipmentName: string) => meterByKey.get(keyOf(equipmentName)),
    };
  }, [meters, taskNames]);
}
