-- The seeded names of menus, regions, product types and document types as the translation review of
-- 2026-11-24 corrected them (the locale files server/src/locales/<lang>/menus.json and catalogue.json). Setup
-- writes those names once, when a row is first made; this brings installations made before the review up to
-- date, changing a name only where it is still the one setup wrote, so a name an administrator chose stays.

UPDATE menus SET labels = jsonb_set(labels, '{en}', to_jsonb('Recently Accessed Models'::text)) WHERE menu_id = 'MGMT_STAT_RECENTMODEL' AND labels->>'en' = 'Recent Models';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{ko}', to_jsonb('최근 조회 모델'::text)) WHERE menu_id = 'MGMT_STAT_RECENTMODEL' AND labels->>'ko' = '최근 모델';
--> statement-breakpoint
UPDATE document_types SET labels = jsonb_set(labels, '{ko}', to_jsonb('서비스 불리틴'::text)) WHERE code = 'SERVICE_BULLETIN' AND labels->>'ko' = '서비스 공지';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{zh-CN}', to_jsonb('最近访问的机型'::text)) WHERE menu_id = 'MGMT_STAT_RECENTMODEL' AND labels->>'zh-CN' = '最近机型';
--> statement-breakpoint
UPDATE document_types SET labels = jsonb_set(labels, '{zh-CN}', to_jsonb('服务通报'::text)) WHERE code = 'SERVICE_BULLETIN' AND labels->>'zh-CN' = '服务公告';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{ru}', to_jsonb('Недавно просмотренные модели'::text)) WHERE menu_id = 'MGMT_STAT_RECENTMODEL' AND labels->>'ru' = 'Недавние модели';
--> statement-breakpoint
UPDATE product_types SET labels = jsonb_set(labels, '{ru}', to_jsonb('Шарнирно-сочленённый самосвал'::text)) WHERE code = 'ARTICULATED_DUMP_TRUCK' AND labels->>'ru' = 'Сочленённый самосвал';
--> statement-breakpoint
UPDATE document_types SET labels = jsonb_set(labels, '{ru}', to_jsonb('Руководство по поиску неисправностей'::text)) WHERE code = 'TROUBLESHOOTING_GUIDE' AND labels->>'ru' = 'Руководство по поиску и устранению неисправностей';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{th}', to_jsonb('ฝ่ายสนับสนุน'::text)) WHERE menu_id = 'SUPPORT' AND labels->>'th' = 'ฝ่ายบริการ';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{th}', to_jsonb('รุ่นที่เข้าชมล่าสุด'::text)) WHERE menu_id = 'MGMT_STAT_RECENTMODEL' AND labels->>'th' = 'รุ่นล่าสุด';
--> statement-breakpoint
UPDATE document_types SET labels = jsonb_set(labels, '{th}', to_jsonb('เซอร์วิสบุลเลติน'::text)) WHERE code = 'SERVICE_BULLETIN' AND labels->>'th' = 'ประกาศด้านบริการ';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{my}', to_jsonb('မကြာသေးမီက ကြည့်ရှုခဲ့သော မော်ဒယ်များ'::text)) WHERE menu_id = 'MGMT_STAT_RECENTMODEL' AND labels->>'my' = 'လတ်တလော မော်ဒယ်များ';
--> statement-breakpoint
UPDATE document_types SET labels = jsonb_set(labels, '{my}', to_jsonb('ဝန်ဆောင်မှု သတင်းလွှာ'::text)) WHERE code = 'SERVICE_BULLETIN' AND labels->>'my' = 'ဝန်ဆောင်မှု ကြေညာချက်';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{pt-BR}', to_jsonb('Proporção de documentos'::text)) WHERE menu_id = 'MGMT_STAT_DOCRATIO' AND labels->>'pt-BR' = 'Distribuição de documentos';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{pt-BR}', to_jsonb('Modelos acessados recentemente'::text)) WHERE menu_id = 'MGMT_STAT_RECENTMODEL' AND labels->>'pt-BR' = 'Modelos recentes';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{es-419}', to_jsonb('Proporción de documentos'::text)) WHERE menu_id = 'MGMT_STAT_DOCRATIO' AND labels->>'es-419' = 'Distribución de documentos';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{es-419}', to_jsonb('Modelos consultados recientemente'::text)) WHERE menu_id = 'MGMT_STAT_RECENTMODEL' AND labels->>'es-419' = 'Modelos recientes';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{fr}', to_jsonb('Modèles consultés récemment'::text)) WHERE menu_id = 'MGMT_STAT_RECENTMODEL' AND labels->>'fr' = 'Modèles récents';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Arıza giderme'::text)) WHERE menu_id = 'TSG' AND labels->>'tr' = 'Arıza Giderme';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Sembol kütüphanesi'::text)) WHERE menu_id = 'SYMBOL_LIBRARY' AND labels->>'tr' = 'Sembol Kütüphanesi';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Soru-cevap'::text)) WHERE menu_id = 'SUPPORT_QNA' AND labels->>'tr' = 'Soru-Cevap';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Bize ulaşın'::text)) WHERE menu_id = 'SUPPORT_CONTACTUS' AND labels->>'tr' = 'Bize Ulaşın';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Yer işaretleri'::text)) WHERE menu_id = 'MYLIB_BOOKMARKS' AND labels->>'tr' = 'Yer İşaretleri';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Geri bildirim'::text)) WHERE menu_id = 'MYLIB_FEEDBACK' AND labels->>'tr' = 'Geri Bildirim';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Kütüphane yönetimi'::text)) WHERE menu_id = 'MGMT_LIBRARY' AND labels->>'tr' = 'Kütüphane Yönetimi';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Doküman türleri'::text)) WHERE menu_id = 'MGMT_LIB_DOCTYPE' AND labels->>'tr' = 'Doküman Türleri';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Ürünler ve modeller'::text)) WHERE menu_id = 'MGMT_LIB_PRODUCT' AND labels->>'tr' = 'Ürünler ve Modeller';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Sembol kütüphanesi'::text)) WHERE menu_id = 'MGMT_LIB_SYMBOL' AND labels->>'tr' = 'Sembol Kütüphanesi';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Bölgeler ve ülkeler'::text)) WHERE menu_id = 'MGMT_LIB_REGION' AND labels->>'tr' = 'Bölgeler ve Ülkeler';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('PDF filigranı'::text)) WHERE menu_id = 'MGMT_LIB_PDF' AND labels->>'tr' = 'PDF Filigranı';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Arıza giderme kılavuzları'::text)) WHERE menu_id = 'MGMT_LIB_TSG' AND labels->>'tr' = 'Arıza Giderme Kılavuzları';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Destek yönetimi'::text)) WHERE menu_id = 'MGMT_SUPPORT' AND labels->>'tr' = 'Destek Yönetimi';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Soru-cevap'::text)) WHERE menu_id = 'MGMT_SUP_QNA' AND labels->>'tr' = 'Soru-Cevap';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Bize ulaşın'::text)) WHERE menu_id = 'MGMT_SUP_CONTACT' AND labels->>'tr' = 'Bize Ulaşın';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Geri bildirim'::text)) WHERE menu_id = 'MGMT_SUP_FEEDBACK' AND labels->>'tr' = 'Geri Bildirim';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('İlgili bağlantılar'::text)) WHERE menu_id = 'MGMT_SUP_RELATEDLINK' AND labels->>'tr' = 'İlgili Bağlantılar';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Kullanıcılar ve yetkiler'::text)) WHERE menu_id = 'MGMT_ACCESS' AND labels->>'tr' = 'Kullanıcılar ve Yetkiler';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('E-posta grupları'::text)) WHERE menu_id = 'MGMT_EMAIL_GROUP' AND labels->>'tr' = 'E-posta Grupları';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('E-posta şablonları'::text)) WHERE menu_id = 'MGMT_EMAIL_TEMPLATE' AND labels->>'tr' = 'E-posta Şablonları';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('E-posta gönder'::text)) WHERE menu_id = 'MGMT_EMAIL_SEND' AND labels->>'tr' = 'E-posta Gönder';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Doküman türüne göre'::text)) WHERE menu_id = 'MGMT_STAT_DOCUMENTTYPE' AND labels->>'tr' = 'Doküman Türüne Göre';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Ürün türüne göre'::text)) WHERE menu_id = 'MGMT_STAT_PRODUCTTYPE' AND labels->>'tr' = 'Ürün Türüne Göre';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Doküman indirmeleri'::text)) WHERE menu_id = 'MGMT_STAT_DOCDOWNLOAD' AND labels->>'tr' = 'Doküman İndirmeleri';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Doküman görüntülemeleri'::text)) WHERE menu_id = 'MGMT_STAT_DOCVIEW' AND labels->>'tr' = 'Doküman Görüntülemeleri';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Web yardımı görüntülemeleri'::text)) WHERE menu_id = 'MGMT_STAT_WEBHELP' AND labels->>'tr' = 'Web Yardım Görüntülemeleri';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Oluşturulan hesaplar'::text)) WHERE menu_id = 'MGMT_STAT_ACCOUNTCREATE' AND labels->>'tr' = 'Oluşturulan Hesaplar';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Geri bildirim'::text)) WHERE menu_id = 'MGMT_STAT_FEEDBACK' AND labels->>'tr' = 'Geri Bildirim';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Doküman oranı'::text)) WHERE menu_id = 'MGMT_STAT_DOCRATIO' AND labels->>'tr' = 'Doküman Oranı';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Kullanıcı durumu'::text)) WHERE menu_id = 'MGMT_STAT_USERSTATUS' AND labels->>'tr' = 'Kullanıcı Durumu';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Bölgeye göre erişim'::text)) WHERE menu_id = 'MGMT_STAT_ACCESSBYREGION' AND labels->>'tr' = 'Bölgeye Göre Erişim';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Ülkeye göre erişim'::text)) WHERE menu_id = 'MGMT_STAT_ACCESSBYCOUNTRY' AND labels->>'tr' = 'Ülkeye Göre Erişim';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Dile göre erişim'::text)) WHERE menu_id = 'MGMT_STAT_ACCESSBYLANGUAGES' AND labels->>'tr' = 'Dile Göre Erişim';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Saat dilimine göre erişim'::text)) WHERE menu_id = 'MGMT_STAT_ACCESSBYTIMEZONE' AND labels->>'tr' = 'Saat Dilimine Göre Erişim';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Cihaza göre erişim'::text)) WHERE menu_id = 'MGMT_STAT_ACCESSBYPREFERENCEDEVICE' AND labels->>'tr' = 'Cihaza Göre Erişim';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Modele göre erişim'::text)) WHERE menu_id = 'MGMT_STAT_ACCESSBYMODEL' AND labels->>'tr' = 'Modele Göre Erişim';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Son erişilen modeller'::text)) WHERE menu_id = 'MGMT_STAT_RECENTMODEL' AND labels->>'tr' = 'Son Modeller';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('Konuya göre erişim'::text)) WHERE menu_id = 'MGMT_STAT_ACCESSBYTOPIC' AND labels->>'tr' = 'Konuya Göre Erişim';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{tr}', to_jsonb('İşleve göre erişim'::text)) WHERE menu_id = 'MGMT_STAT_ACCESSBYFUNCTION' AND labels->>'tr' = 'İşleve Göre Erişim';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{uk}', to_jsonb('Нещодавно переглянуті моделі'::text)) WHERE menu_id = 'MGMT_STAT_RECENTMODEL' AND labels->>'uk' = 'Нещодавні моделі';
--> statement-breakpoint
UPDATE document_types SET labels = jsonb_set(labels, '{uk}', to_jsonb('Посібник з пошуку несправностей'::text)) WHERE code = 'TROUBLESHOOTING_GUIDE' AND labels->>'uk' = 'Посібник з пошуку та усунення несправностей';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{id}', to_jsonb('Tayangan Dokumen'::text)) WHERE menu_id = 'MGMT_STAT_DOCVIEW' AND labels->>'id' = 'Tampilan Dokumen';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{id}', to_jsonb('Tayangan Bantuan Web'::text)) WHERE menu_id = 'MGMT_STAT_WEBHELP' AND labels->>'id' = 'Tampilan Bantuan Web';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{id}', to_jsonb('Model Terakhir Diakses'::text)) WHERE menu_id = 'MGMT_STAT_RECENTMODEL' AND labels->>'id' = 'Model Terbaru';
--> statement-breakpoint
UPDATE product_types SET labels = jsonb_set(labels, '{id}', to_jsonb('Dump Truck Artikulasi'::text)) WHERE code = 'ARTICULATED_DUMP_TRUCK' AND labels->>'id' = 'Truk Jungkit Artikulasi';
--> statement-breakpoint
UPDATE menus SET labels = jsonb_set(labels, '{mn}', to_jsonb('Сүүлд хандсан загварууд'::text)) WHERE menu_id = 'MGMT_STAT_RECENTMODEL' AND labels->>'mn' = 'Сүүлийн загварууд';
