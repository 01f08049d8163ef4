import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Toasts without putting the toast library in the first page's JavaScript: the library loads with the first
 * toast, and toasts wait for the toaster to be on screen so none is lost.
 */
type SonnerModule = typeof Sonner;

let sonner: Promise<SonnerModule> | undefined;
let requestToaster: (() => void) | undefined;
let isToasterRequested = false;
let markToasterReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve;
});

export function loadSonner(): Promise<SonnerModule> {
  sonner ??= import('sonner');
  return sonner;
}

/** Called by the lazy toaster: how to ask it to mount, and to say it has mounted. */
export function connectToaster(mount: () => void): { onMounted: () => void } {
  requestToaster = mount;
  if (isToasterRequested) mount();
  return {
    onMounted: () => {
      markToasterReady();
    },
  };
}

async function show(
  kind: 'message' | 'success' | 'error' | 'info' | 'warning',
  text: string,
  options?: ExternalToast,
) {
  isToasterRequested = true;
  requestToaster?.();
  const [{ toast }] = await Promise.all([loadSonner(), toasterReady]);
  if (kind === 'message') toast(text, options);
  else toast[kind](text, options);
}

export const toast = {
  message: (text: string, options?: ExternalToast) => show('message', text, options),
  success: (text: string, options?: ExternalToast) => show('success', text, options),
  error: (text: string, options?: ExternalToast) => show('error', text, options),
  info: (text: string, options?: ExternalToast) => show('info', text, options),
  warning: (text: string, options?: ExternalToast) => show('warning', text, options),
};
