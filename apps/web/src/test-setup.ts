import { i18n } from './lib/i18n';
import { NAMESPACES } from './locales/resources';
import { configure } from '@testing-library/react';
import { emulateTopLayer } from '@casino/ui/testing/top-layer';

// Pages, dialogs and languages are fetched on demand; in tests each first import is compiled on
// the spot, which can take over a second on a busy machine, so the find* queries wait longer.
configure({ asyncUtilTimeout: 5000 });

// Modals are native <dialog>s; the test DOM lacks the browser's top layer (Escape -> cancel).
emulateTopLayer();

// Components suspend until their namespace's texts are in; tests render with all of them loaded.
await i18n.loadNamespaces([...NAMESPACES]);
