import { runMarketplaceContracts } from './marketplace-contracts.ts';

runMarketplaceContracts('lazada');
