import { useApiResource } from '../../../components/feedback/use-api-resource';
import { listEquipmentNames, listLotOptions } from '../api/link-options-api';

/**
 * What a document may be linked to: the lots (a choice) and the maintenance plan's equipment names (suggested,
 * the field stays free text). Each is an empty list while loading or when it cannot be read.
 */
export function useLinkOptions() {
  const lots = useApiResource(listLotOptions).state;
  const equipment = useApiResource(listEquipmentNames).state;
  return {
    lots: lots.kind === 'loaded' ? lots.data : [],
    equipmentNames: equipment.kind === 'loaded' ? equipment.data : [],
  };
}
