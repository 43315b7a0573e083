import { emulateTopLayer } from '@casino/ui/testing/top-layer';
import { configure } from '@testing-library/react';
import './lib/i18n';

// Sections are fetched on demand; a first import compiles on the spot in tests.
configure({ asyncUtilTimeout: 5000 });
// Modals are native <dialog>s; the test DOM lacks the browser's top layer (Escape -> cancel).
emulateTopLayer();
