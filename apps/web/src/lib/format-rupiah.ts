/**
 * The one way the web writes money: "Rp 18.200" (no-break space, dots between thousands), the same
 * text the server's PDFs and the sandbox's labels print (`@booster/domain`).
 */
export { formatRupiah, formatRupiahRange } from '@booster/domain';
