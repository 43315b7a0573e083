// happy-dom opens a <dialog> with showModal() but has no top layer: Escape reaches no dialog.
// This gives test environments the browser's part that the modals rely on: showModal() stacks the
// dialog, and an Escape that nothing prevented sends a cancelable `cancel` to the top-most open
// modal, which closes unless the cancel is prevented. Inertness of the page behind is the
// browser's and is checked in a real one (the browser journeys).

const stack: HTMLDialogElement[] = [];

/** Installs the emulation once per test environment (a test setup file calls it). */
export function emulateTopLayer(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __topLayer?: true };
  if (proto.__topLayer) return;
  proto.__topLayer = true;
  const showModal = proto.showModal;
  const close = proto.close;
  proto.showModal = function (this: HTMLDialogElement) {
    showModal.call(this);
    stack.push(this);
  };
  proto.close = function (this: HTMLDialogElement, returnValue?: string) {
    const at = stack.indexOf(this);
    if (at >= 0) stack.splice(at, 1);
    close.call(this, returnValue);
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = stack.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (!top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
