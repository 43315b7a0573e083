import { neonFruits } from './neon-fruits';
export const crystalCascade = { ...neonFruits, id: 'crystal-cascade' };
