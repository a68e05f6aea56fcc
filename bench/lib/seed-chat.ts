import { settleAfterBulkLoad, withDatabase } from './database.ts';

/**
 * Bench chat data written straight into the tables: five connected chat shops of one account
 * (three Shopee, two Lazada) and `count` conversations spread over them, the last message over the
 * last 90 days; about one in three waits for an answer and one in seven has unread buyer messages (spread over every shop).
 * The trigger-kept counter rows follow the insert as they do in production. No messages (the list
 * reads the last message from the conversation row).
 */
export async function seedChat(databaseUrl: string, email: string, count: number) {
  return withDatabase(databaseUrl, async (client) => {
    const { rows: users } = await client.query('select id from users where email = $1', [email]);
    const accountId = users[0]?.id as string;
    if (!accountId) throw new Error(`no account ${email}`);
    const { rows: shops } = await client.query(
      `insert into shops (account_id, marketplace, app_category, external_shop_id, shop_name, status)
       select $1, case when g <= 3 then 'shopee' else 'lazada' end, 'chat', 'bench-chat-' || g, 'Toko Chat ' || g, 'connect'
       from generate_series(1, 5) g
       returning id, marketplace`,
      [accountId],
    );
    await client.query(
      `with words as (
         select array['Budi','Siti','Agus','Dewi','Rudi','Rina','Andi','Putri','Joko','Ayu',
                      'Hendra','Lestari','Bayu','Wulan','Fajar','Indah','Dimas','Nur','Eko','Maya'] as first_names,
                array['Santoso','Wijaya','Saputra','Lestari','Hidayat','Kusuma','Pratama','Sari',
                      'Nugroho','Rahayu'] as last_names,
                array['Kak, ready?','Bisa kirim hari ini?','Ukuran L ada?','Sudah dikirim?',
                      'Terima kasih kak','Bisa COD?'] as lines
       )
       insert into chat_conversations (account_id, shop_id, marketplace, external_id, buyer_id, buyer_name,
                                       last_message_external_id, last_message_kind, last_message_preview,
                                       last_message_sender, last_message_at, unread_count, waiting_since)
       select $1, ($2::uuid[])[1 + g % 5], ($3::text[])[1 + g % 5], 'bench-conv-' || g, 'buyer-' || g,
              first_names[1 + g % 20] || ' ' || last_names[1 + (g / 7) % 10],
              'bench-msg-' || g, 'text', lines[1 + g % 6],
              case when g % 3 = 0 then 'buyer' else 'seller' end, at,
              case when g % 7 = 0 then 1 + g % 3 else 0 end,
              case when g % 3 = 0 then at end
       from generate_series(1, $4::int) g, words,
       lateral (select now() - make_interval(secs => (g::bigint * 7776000 / $4::int)::double precision) as at) v`,
      [accountId, shops.map((s) => s.id), shops.map((s) => s.marketplace), count],
    );
    await settleAfterBulkLoad(client, 'chat_conversations', 'chat_conversation_counts');
    return { accountId, shopIds: shops.map((s) => s.id as string) };
  });
}
