import { runMarketplaceContracts } from './marketplace-contracts.ts';

runMarketplaceContracts('bukalapak');
