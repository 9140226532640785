// Text for the tests of the cut into tokens: here (contract/src/search-text.test.ts) and on PostgreSQL, where each
// token must stay one word at its place (server/src/platform/search-text/search-text.test.ts).

/** Text in most of the scripts the library holds, with punctuation, codes, digits and accents in between. */
export const MIXED = [
  'Vérifiez l’ÉTANCHÉITÉ du FILTRE (réf. SB-2026-014) — DX225LCA, 2 500 h.',
  '在严寒地区，应使用低温液压油。견인하십시오! Замена фильтра; шприцюванням ґрунт',
  'ตรวจสอบความตึงของสายพานตีนตะขาบ ဟိုက်ဒရောလစ်ဆီ စစ်ထုတ်ကိရိယာကို ၁၀၀၀ တိုင်း။',
  'Soğumasını bekleyin, İzmir ılık; Ñandú São Paulo ﬁlter ＤＸ２２５ 𠀀中文',
].join('\n');
