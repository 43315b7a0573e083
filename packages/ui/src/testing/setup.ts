import { emulateTopLayer } from './top-layer';

emulateTopLayer();
