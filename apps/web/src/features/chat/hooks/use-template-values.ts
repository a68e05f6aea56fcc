import type { ChatConversationView } from '@booster/contracts';
import { formatDate, type TemplateValues } from '@booster/domain';
import { useQuery } from '@tanstack/react-query';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { buyerOrdersQueryOptions } from '../api/lookups.ts';

/**
 * What a template's variables become in this conversation: the buyer and the shop, and for the order
 * variables the buyer's latest order in this shop. Variables without a value stay in braces for the
 * seller to fill in.
 */
export function useTemplateValues(conversation: ChatConversationView): TemplateValues {
  const orders = useQuery(buyerOrdersQueryOptions(conversation._id));
  const latest = orders.data?.[0];
  return {
    nama_pembeli: conversation.buyer.name,
    nama_toko: conversation.shopname,
    ...(latest && {
      nomor_pesanan: latest.orderNumber,
      total_pesanan: formatRupiah(latest.totalAmount),
      tanggal_pesanan: formatDate(new Date(latest.createdAt)),
    }),
  };
}
