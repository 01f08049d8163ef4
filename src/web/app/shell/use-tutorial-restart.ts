import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { toast } from '../../lib/toast';

/** Window event asking the onboarding tutorial to start again; a listener calls preventDefault() to answer. */
export const tutorialRestartEvent = 'methapilot:tutorial-restart';

/** Asks the tutorial to restart; says it is not there yet when no listener answered. */
export function requestTutorialRestart(unavailableMessage: string): void {
  const event = new CustomEvent(tutorialRestartEvent, { cancelable: true });
  const isUnanswered = window.dispatchEvent(event);
  if (isUnanswered) void toast.message(unavailableMessage);
}

/** A callback restarting the tutorial, with the "not available yet" message in the current language. */
export function useTutorialRestart(): () => void {
  const { t } = useTranslation('shell');
  return useCallback(() => {
    requestTutorialRestart(t('tutorial.unavailable'));
  }, [t]);
}
