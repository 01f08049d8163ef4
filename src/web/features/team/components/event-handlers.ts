import type { TTeamEvent } from '../../../../shared/contracts/team';

/** What a card does with its event: open the edit dialog, ask to delete it. */
export interface EventHandlers {
  onEdit: (event: TTeamEvent) => void;
  onDelete: (event: TTeamEvent) => void;
}
