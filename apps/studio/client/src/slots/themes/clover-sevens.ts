import { neonFruits } from './neon-fruits';
export const cloverSevens = { ...neonFruits, id: 'clover-sevens' };
