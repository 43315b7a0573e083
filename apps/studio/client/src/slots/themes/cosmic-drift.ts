import { neonFruits } from './neon-fruits';
export const cosmicDrift = { ...neonFruits, id: 'cosmic-drift' };
