// The failure kinds real posts showed the rule extractor, each checked on captions of real public
// posts from the evaluation set's tuning part (eval/extract/set/, where each one's source is
// kept), and, where the set has no example of a shape, on a short caption written in that shape.
import { describe, expect, it } from 'vitest';
import type { Platform } from '@stash/shared';
import { createGazetteer } from '../../providers/geocoder/gazetteer';
import type { Extraction } from './extraction';
import { createRuleExtractor } from './rule-extractor';
import { findWhen } from './rules/dates';

const REAL: Record<string, { platform: Platform; postedAt: string | null; text: string }> = {
  "ig-014": { platform: "instagram", postedAt: null, text: "These were just too yummy not to share! Breakfast this morning is PB&J protein pancakes! No heavy pancake mix here! .\nIngredients:\n1/2 c egg whites\n1/2 c low fat cottage cheese\n1/2 c steel cut oats\nSplash of vanilla extract, nutmeg and cinnamon\nBlend everything up in a blender and treat just like regular pancake mix! I topped them with a handful of strawberries pulsed in the blender and 1 T of pb!\nThanks to the one and only @gymbarbieee for the recipe from our Winchell Ave days 😀\nHappy Monday Friends! 🌺" },
  "tt-004": { platform: "tiktok", postedAt: "2024-05-02T15:22:30Z", text: "Dana İncik - Veal Shank Video: @chefganicaglar 👨🏽‍🍳 Malzemeler: - Dana incik 3-4 kg - Yaş kekik otu - Kapya biber - Patlıcan - Yeşil biber - Soğan - Sarımsak - Tereyağı - Tane karabiber - Pul biber - Kimyon - Tuz Materials:  - Veal shank 3-4 kg  - Fresh thyme herb  - Capia pepper  - Aubergine  - Green pepper  - Onion - Garlic  - Butter  - Black peppercorns  - Chili pepper  - Cumin  - Salt Not: Dana inciği ateşte 2 saat ısıttığımız taşlar üzerine koyup közle kapatıyor en son üstünü kuru otlar ve daha sonra toprakla kapatıp üzerinde 2  saat yanacak bir ateş yakıyoruz bol köz yapıyoruz. Tam bir gün sonra aynı saatlerde yemeğimizi gopraktan çıkarıyoruz. Bu yemeğin lezzetli olabilmesi için toprak altında tam bir gün közde beklemesi gerekiyor.  Afiyet olsun.❤️ Note: We put the veal shank on stones that we heated over the fire for 2 hours and cover it with embers. Lastly, we cover it with dry herbs and then soil and light a fire that will burn for 2 hours and create plenty of embers. Exactly one day later, we take our food out of the gopra at the same time. In order for this dish to be delicious, it needs to sit underground in embers for a full day.  Bon appetit.❤️ #chef #food #yemek #steak #adventure #adventures #asmrvideo #asmr #survivor #nature #kesfet #foodvideo #cooking #relaxing #camping #camp #outdoors #outdoor #chefstalk #chefganicaglar #öneçıkar #tiktokfood #new #newvideo" },
  "x-001": { platform: "x", postedAt: "2022-03-12", text: "Aniversário da Simone! 😉 (@ Espetinhos Bigatto in São Paulo, SP) swarmapp.com/c/evuxwP4nPUB" },
  "x-004": { platform: "x", postedAt: "2022-10-01", text: "I'm at Paulistânia Brew Pub in São Paulo swarmapp.com/c/6BOwovE6ffN" },
  "x-013": { platform: "x", postedAt: "2022-06-17", text: "Feliz aniversário @babiverdao 🍻🥂 (at @Bar_Brahma in São Paulo, SP) swarmapp.com/c/bBsKSaKHMBN" },
  "x-016": { platform: "x", postedAt: "2022-11-26", text: "Vem, gente (@ Museu do Ipiranga - @museupaulista in São Paulo, SP) swarmapp.com/c/bFtWg1EUGOB" },
  "ig-002": { platform: "instagram", postedAt: "2024-02-04T06:39:17Z", text: "菊水本店は2月いっぱいで長期休業に入るそうで…😂\n胡麻ニララーメン美味かった。\n#胡麻とニラの辛口ラーメン \n#ラーメン\n#🍜\n#水餃子\n#餃子\n#🥟\n#いせのじょう" },
  "ig-005": { platform: "instagram", postedAt: "2024-02-04T06:38:53Z", text: "No.1233\n神奈川  川崎  三田製麺所 川崎店  たまごかけ麺 \n🍜🍜🍜🍜🍜🍜🍜🍜🍜🍜🍜🍜🍜\n営業時間\n月〜土：10:00 - 03:00\n日：10:00 - 00:30\n日曜営業\n定休日\n無休\n#ラーメン #つけ麺 #まぜそば #ラーメン巡り #ラー活 #麺スタグラム #ラーメン男子 #ラーメン部 #ラーメン大好き #ラーメン好きな人と繋がりたい #ラーメンインスタグラマー#グルメスタグラム #ラーメンパトロール #麺リフト #ЯR®︎ #TKM #トリュフオイル #牡蠣出汁醤油 #ごはん #ばらノリ #川崎 #神奈川 #Kawasaki #Rahmen #川崎ラーメン #三田製麺所 #たまごかけ麺 ¥1000円" },
  "ig-007": { platform: "instagram", postedAt: "2024-02-04T06:38:17Z", text: "2024年2月4日のランチ⁡\n⁡⁡\n⁡  #長野市松代 にあります  #麺処象山屋 さん⁡\n⁡⁡\n⁡ #特製極みblack の #岩のり  #にんにく  #トッピング⁡\n⁡⁡\n⁡と⁡\n⁡ #溜まりblack のにんにくトッピング⁡\n⁡⁡\n⁡極みは濃さ2倍って書いてありますが、ここまで塩っぱいとは💦⁡\n⁡⁡\n⁡⁡\n⁡夏の熱中症対策とかにはいいですけど、普段は溜まりblackがちょうどいいかも😵⁡\n⁡⁡\n⁡岩のりが香り高くて美味しかった😋⁡\n⁡⁡\n⁡⁡\n⁡ここに #背脂 をトッピング出来たら燕三条系ラーメンになるのになぁ🍜⁡\n⁡⁡\n⁡ #ラーメン⁡\n⁡ #らーめん⁡\n⁡ #麺友会⁡\n⁡ #ラーメン大好き高橋さん の嫁も  #ラーメン大好き⁡\n⁡ #長野市ラーメン⁡\n⁡ #ラーメン好きと繋がりたい" },
  "ig-077": { platform: "instagram", postedAt: "2025-04-29T00:06:05Z", text: "こんにちは！KADAI INFOです！\n今回は【&More by Sheraton】さんで楽しめる、アフタヌーンティーをご紹介します🍰\n\nまるで、宝石箱を開けたみたい..✨\nそんないつもよりちょっぴり贅沢なティータイムを、あなたも味わってみませんか？\n\n『ジュエリーボックスアフタヌーンティー』\n💎提供時間　13:00～16:00\n\n💎内容　日替わりケーキ5種類 / スコーン / ドリンク（ティーセレクションよりお選びいただけます）\n\n💎料金　2,900円（税サ込）→【学割価格】2,470円（税サ込）\n\n※1日10食限定、予約制\n\n【店舗情報】\n📍住所 鹿児島県鹿児島市高麗町43-15\n📍TEL 099-821-1111\n📍営業時間 8:00~20:00\n（8時～10時はテイクアウトコーヒーやパンのみ販売、18時以降は軽食無しの飲料及びテイクアウト商品のみ提供）\n📍定休日 なし\n\n#鹿児島カフェ\n#アフタヌーンティー\n#ジュエリーボックスアフタヌーンティー\n#鹿児島グルメ\n#鹿児島ホテル\n#シェラトン鹿児島\n#kadaiinfo\n#pr" },
  "ig-026": { platform: "instagram", postedAt: "2018-07-04T15:26:32Z", text: "Arroz carreteiro, sábado dia 14/07, só no Bärsilien!" },
  "x-007": { platform: "x", postedAt: "2022-08-31", text: "Por hoje é só! (@ Smart Fit in São Paulo) swarmapp.com/c/k5Ctwxgjm8V" },
  "ig-037": { platform: "instagram", postedAt: "2018-03-14T12:41:53Z", text: "Wat Rong Khun, the white temple, Chiang Rai, Thailand, 14.10.2017" },
  "ig-044": { platform: "instagram", postedAt: "2019-07-07T14:46:57Z", text: "防府天満宮の七夕まつり。盛況でした。家族みなで短冊に願いを書き書き。暮れてゆく空が凄く綺麗でした。 #防府天満宮 #七夕まつり" },
  "ig-047": { platform: "instagram", postedAt: "2018-12-19T11:36:44Z", text: "2018締めのイベント🐬しっかり堪能しました。 #川崎フロンターレ展 #川崎市民ミュージアム" },
  "ig-089": { platform: "instagram", postedAt: "2026-06-27T07:09:32Z", text: "Gurugram, we're here yet again! 🎉🔥 We're excited to welcome you to our Barbeque Nation outlet in Gurugram, now open at: 📍 Ground Floor, MGF Metropolitan Mall, MG Road, Sector 25, Gurugram See you at the grill! ❤️ #BarbequeNation #Gurugram #NewStore #NewLaunch #BarbequeVibes" },
  "ig-095": { platform: "instagram", postedAt: "2026-06-17T10:23:25Z", text: "There's a moment when the mist rolls in and everything gets quiet🌿 That's Lonavala in the monsoon. That's Rhythm Lonavala calling you home🥰\n\n#rhythmlonavala #monsoonlonavala #lonavalaresorts #monsoonvibes #familyvacation\n\nRhythm Lonavala, Monsoon in Lonavala, Lonavala Resorts, Family Resort Lonavala" },
  "ig-011": { platform: "instagram", postedAt: null, text: "Out here with these two DIMES! I can’t stand them though.\n.\n.\n.\n#sxsw2018 #faderfort #calmbeforethestorm #sxswbae #outhere #lit" },
  "ig-010": { platform: "instagram", postedAt: null, text: "Wildin out at #acl waiting for Kanye and Nas #austin" },
  "x-022": { platform: "x", postedAt: "2012-07-28T16:11:46Z", text: "Brasiiiiiiillll!!!! #judo #Brasil #Brazil #olympics #London  @ Olimpíadas de Londres http://t.co/qK6ubOi6" },
  "ig-073": { platform: "instagram", postedAt: "2025-04-30T23:00:57Z", text: "¡TEMUCO!\nLa gira Mirando al Horizonte parte en el sur y no puedo estar más feliz ✨Vamos a cantarle al otoño junto a la tremenda @cami.riquelmeoficial este 29 de mayo en @blackloungetemuco \n\nSerá un show íntimo y muy especial, lleno de emociones y canciones para el corazón que estaré tocando con el gran @boriszreyes \n\nLas entradas ya están disponibles por @portaldisc , el link está en mi bio\n¡Nos vemos allá, sur bonito! 🦋\n\nEstoy muy emocionada de empezar este viaje con ustedes\n\n🍂✨\n\nFotos por @rod.mardones.ph \nEdición @fernandamelossi \nProduce @puelche___ \n\n#showsenvivo #MirandoAlHorizonte #Temuco #envivo #IndieFolk #músicachilena" },
  "x-041": { platform: "x", postedAt: null, text: "Check us out at the Chago Dept of Aviation \nFood Truck Fest\n10A -2P\n10510 W Zemke Blvd" },
  "x-058": { platform: "x", postedAt: "2021-01-29T20:23:23Z", text: "Jeremy Galton (b. 1949). Soft-boiled Egg and Coffee. https://t.co/LIUU9ctzvo" },
  "x-023": { platform: "x", postedAt: "2015-03-13T21:46:17Z", text: "This morning @ Union Square, San Francisco https://t.co/ObR3RT3PY5" },
  "tt-055": { platform: "tiktok", postedAt: "2020-04-19T01:30:41Z", text: "When u pass McDonalds and your mom says “There’s food at home!” @addisonre" },
  "ig-118": { platform: "instagram", postedAt: null, text: "연남동 데이트갔다가 호랑이카레에서 저녁식사 호랑이카레랑 스페셜 오므라이스 주문! 카레에 귀여운 호랑이가 그려져있어서 심쿵 그리고 무엇보다 맛있어서 폭풍흡입 오므라이스도 계란이 몽글몽글하고 소스도 맛있는게 취향저격 후식으로 당근케이크까지..센스 맛있고 분위기도 좋아서 추천 연남동 데이트하면서 가기 좋은 곳 저도 다음에 또 가려구요 . . ." },
  "ig-124": { platform: "instagram", postedAt: null, text: "강변상회 간만에 노량진수산시장! 민어회 먹었는데 완전 두툼한게 식감 짱이였다 서비스로 나온 전어회도 꿀맛 회부터 지리탕까지 진짜 배터지게 먹고왔다 민어회....초장에 푹 찍어먹으면 맛나다 . . ." },
  "tt-064": { platform: "tiktok", postedAt: "2021-08-26T05:05:49Z", text: "It’s time for #SingaporeFoodFestival with Chef JP Anglo’s Oyster Omelette from #Sarsa 🇸🇬 #MBFoodies #fypシ #foodtiktok #ChefJayps" },
  "tt-065": { platform: "tiktok", postedAt: "2026-02-13T23:43:47Z", text: "Oneminreviews part 12: Alma Dessert @almadessert.us #dessert #foodtiktok #mukbang #review #bayarea " },
  "ig-092": { platform: "instagram", postedAt: "2026-07-21T14:57:50Z", text: "The best recipes aren't always the most famous, sometimes they're the ones waiting to be rediscovered. ✨ Join Chef Sherie Mehta for Saanjha, a celebration of Punjab's forgotten flavours, where every dish carries the warmth of home and the richness of tradition. 📍 Indiranagar, Bengaluru 🗓️ 22nd – 26th July, 2026 Tag your food partner and experience a menu that's been waiting to be remembered. ❤️ #Saanjha #BarbequeNation #ChefSherry" },
  "ig-032": { platform: "instagram", postedAt: null, text: "Pedestrians walk past the art installation called \"Wake\" by artist Mel Chin, which is located in the middle of Manhattan's Times Square. \"Wake,\" a sculpture that looks like the hull of a shipwreck will be placed next to the skeletal \"remains\" of a marine mammal. It will be active from July 11 to September 5 at the Broadway Plaza between 46th Street and 47th Street as part of Mel Chin: All Over the Place. Photographed by staffer @anthony.delmundo.photography" },
  "ig-088": { platform: "instagram", postedAt: "2026-07-14T14:40:05Z", text: "This July, discover The Nawab's Table with Chef Aditya Sahu—a limited-time culinary experience that reimagines Mughlai classics with a contemporary twist. Expect bold flavours, rich aromas, and dishes crafted to celebrate the royal legacy of Mughlai cuisine. 📍 Barbeque Nation, Fun Republic, Lokhandwala, Mumbai 📅 15th – 19th July, 2026 Reserve your table now on the Barbeque Nation App or Website. 08069026720 for reservations! #BarbequeNation #BarbequeVibes #Mumbai Mumbai food festival | Mumbai chef pop up | Mughlai food Mumbai | Lokhandwala restaurants | Andheri West restaurants | Buffet in Mumbai | Unlimited buffet Mumbai" },
  "ig-145": { platform: "instagram", postedAt: "2026-09-02", text: "🎉✨ ¡YA ESTÁN AQUÍ NUESTRAS FIESTAS PATRONALES 2026! ✨🎉\n\nDel 10 al 14 de septiembre, Belmontejo vuelve a vestirse de fiesta para celebrar unos días muy especiales en honor a Nuestro Padre Jesús Nazareno. ❤️\n\nCinco días para reencontrarnos, salir a la calle y disfrutar juntos de nuestras tradiciones, música, juegos, campeonatos, vermut, gastronomía y, sobre todo, de ese ambiente que hace tan especiales las fiestas de nuestro pueblo. 🎶🥁🎯🍻\n\n📅 Os presentamos el programa completo de las Fiestas Patronales de Belmontejo 2026.\nGuardadlo bien… ¡porque vienen días para no parar! 🙌\n\nDesde el Ayuntamiento de Belmontejo queremos agradecer especialmente a todas las empresas, asociaciones y personas colaboradoras que, un año más, aportan su granito de arena para hacer posibles estas fiestas. Gracias por vuestro apoyo y compromiso con nuestro pueblo. 🤍\n\nY enhorabuena a Raquel Reillo Cotillas, ganadora del III Concurso de Fotografía de Belmontejo, cuya fotografía pone imagen este año a nuestras fiestas. 📸🎺\n\nAhora sí… empieza la cuenta atrás.\nNos vemos del 10 al 14 de septiembre en Belmontejo.\n¡A disfrutar de nuestras fiestas! 🎉❤️ #Belmontejo #FiestasPatronales2026 #Belmontejoclaroquesi #Belmontejoestademoda #ayuntamientodebelmontejo" },
  "ig-146": { platform: "instagram", postedAt: "2026-09-01", text: "🎯 CAMPEONATO DE TIRO AL PLATO – BELMONTEJO 2026 🎯\n\nCon motivo de nuestras Fiestas Patronales, el próximo sábado 12 de septiembre celebramos una nueva edición del tradicional Campeonato de Tiro al Plato de Belmontejo.\n\n📅 Sábado, 12 de septiembre\n🕘 9:00 h.\n📍 Campo de tiro eventual “El Cantillo”\n💶 Inscripción: 25 € por tirador, el mismo día en el campo de tiro.\n\n🏆 Premios generales y locales para los primeros clasificados.\n\nAdemás, durante toda la jornada contaremos con servicio de barra y plancha. 🍻🔥\n\nDesde el Ayuntamiento de Belmontejo queremos agradecer la colaboración del Club Deportivo de Caza San Isidro y de todas las empresas colaboradoras que hacen posible la celebración de este campeonato.\n\n📞 Información y contacto: 645 58 03 96\n\n¡Os esperamos para disfrutar de una gran mañana de tiro al plato en Belmontejo! 🎯 #Belmontejo #FiestasPatronales2026 #Belmontejoclaroquesi #Belmontejoestademoda #tiroalplatoespaña" },
  "ig-152": { platform: "instagram", postedAt: "2023-04-21T21:27:29+09:00", text: "[BAND-MAID 10TH ANNIV. TOUR]\nday4  KOBE\nThank you all for coming today! Please tweet your feedback with #bandmaid\nThe next show is on April 22 in Kyoto.\n#bandmaid #神戸" },
  "x-065": { platform: "x", postedAt: null, text: "We just received more tickets for Blue Rodeo at The KEE to Bala Saturday May 19th and Sunday May 20th. Tickets..." },
  "x-079": { platform: "x", postedAt: "2024-06-19T20:41:02Z", text: "La mejor forma de visitar una exposición es con el amigo cultureta que controla del tema.\n\nExposición Hergé Madrid. ¡Qué auténtica maravilla! https://www.youtube.com/playlist?list=PL3eKNt82pS17Dcmh_iP2OIqbcdIYPTakr" },
  "x-068": { platform: "x", postedAt: null, text: "Handkäs fast flüssig. Sehr gut. (@ Weinhaus Kurfürst) http" },
  "ig-094": { platform: "instagram", postedAt: null, text: "Vi er stolt partner av @oslopride og disse bilene preger allerede bybildet i Oslo 🏳️‍🌈 🎊🌈 Sees i paraden! 🥳💃🏼 \n\n#postennorge #bring #pride #oslopride @postennorge" },
  "ig-157": { platform: "instagram", postedAt: "2025-03-22T09:31:51Z", text: "13 SUR ÉCOUTE AU BOTANIQUE LE 22 MARS ‼️ Liens de la billetterie en bio" },
  "ig-148": { platform: "instagram", postedAt: "2026-08-31", text: "📅 ¡APUNTA LAS FECHAS! 🎉\n\nDel 10 al 14 de septiembre, Belmontejo celebra sus Fiestas Patronales en honor a Nuestro Padre Jesús Nazareno. ❤️\n\n🥳 ¡Id reservando esos días!\n\n👀 Muy pronto anunciaremos el cartel y toda la programación de las fiestas.\n\n#Belmontejo #Belmontejoclaroquesi #Belmontejoestademoda #NuestroPadreJesúsNazareno #fiestaspatronales" },
  "tt-079": { platform: "tiktok", postedAt: "2024-04-23T23:00:26Z", text: "🍌🥃 𝘽𝙖𝙣𝙖𝙣𝙖 𝘽𝙤𝙪𝙡𝙚𝙫𝙖𝙧𝙙𝙞𝙚𝙧 🥃🍌 by @ed_tales 35ml Whiskey Row | 35ml Vermouth | 15ml Campari | 15ml Giffard Banana | Banana brûlée" },
  "tt-080": { platform: "tiktok", postedAt: "2024-03-15T06:09:41Z", text: "🌹 Berry Rose Paloma by @lifebeginswithcocktails🌹 60ml Tequila - 30ml Raspberry Syrup - 30ml Lime Juice - 30ml @Lanique Rose Liqueur - Soda Water" },
};

const extractor = createRuleExtractor({ gazetteer: createGazetteer() });

function extract(text: string, options: { platform?: Platform; postedAt?: string | null } = {}): Promise<Extraction> {
  const postedAt = options.postedAt ? new Date(options.postedAt) : new Date('2025-03-01T12:00:00Z');
  return extractor.extract({ platform: options.platform ?? 'instagram', url: 'https://example.test/p', title: null, caption: text, fullText: null, authorName: null, authorHandle: null, postedAt });
}

const real = (id: string) => extract(REAL[id]!.text, { platform: REAL[id]!.platform, postedAt: REAL[id]!.postedAt });
const named = (extraction: Extraction) => extraction.entities.map((entity) => `${entity.entity_type}:${entity.entity_name}`);

describe('real captions: classification reads the words', () => {
  it('files a check-in at a gym under fitness and one at a brew pub under nightlife', async () => {
    expect((await real('x-007')).category).toBe('fitness');
    expect((await real('x-004')).category).toBe('nightlife');
  });

  it('files a ramen review in Japanese under food', async () => {
    expect((await real('ig-002')).category).toBe('food');
    expect((await real('ig-005')).category).toBe('food');
  });

  it('files a breakfast post with its ingredients under recipes', async () => {
    expect((await real('ig-014')).category).toBe('recipes');
  });
});

describe('real captions: venues in check-ins and in Japanese', () => {
  it('reads Swarm check-ins: "(@ Name in City, ST)", "I\'m at Name in City", "(at @Handle in City)", "(@ Name - @handle in City)"', async () => {
    const places = await Promise.all(['x-001', 'x-004', 'x-013', 'x-016'].map(async (id) => (await real(id)).entities.map((entity) => [entity.entity_name, entity.raw_data.location])));
    expect(places).toEqual([
      [['Espetinhos Bigatto', 'São Paulo, SP']],
      [['Paulistânia Brew Pub', 'São Paulo']],
      [['Bar Brahma', 'São Paulo, SP']],
      [['Museu do Ipiranga', 'São Paulo, SP']],
    ]);
  });

  it('reads shops named as a main store, a branch or a thanked hashtag', async () => {
    expect(named(await real('ig-002'))).toEqual(['venue:菊水本店']);
    expect(named(await real('ig-005'))).toEqual(['venue:三田製麺所 川崎店']);
    expect(named(await real('ig-007'))).toEqual(['venue:麺処象山屋']);
  });

  it('names no place from the field lines of a shop card ("📍住所 …", "📍TEL …")', async () => {
    expect(named(await real('ig-077'))).toEqual(['venue:&More by Sheraton']);
  });

  it('reads a place after Portuguese "no" and the caption\'s date in Portuguese', async () => {
    const caption = REAL['ig-026']!;
    expect(named(await real('ig-026'))).toEqual(['venue:Bärsilien']);
    const dates = findWhen(caption.text, { postedAt: new Date(caption.postedAt!), timeZone: 'Europe/Berlin' });
    expect(dates.map((mention) => mention.temporal.start.slice(0, 10))).toContain('2018-07-14');
  });

  it('reads a photo caption that names a place, then its city and country', async () => {
    const place = (await real('ig-037')).entities.find((entity) => entity.entity_name === 'Wat Rong Khun');
    expect(place?.raw_data.location).toContain('Chiang Rai');
  });

  it('reads a venue known only by its handle, placed in an area', async () => {
    const extraction = await extract('the best bagel of my life was at @russandaughters in the Lower East Side 🥯');
    expect(extraction.entities.map((entity) => [entity.entity_name, entity.raw_data.location])).toContainEqual(['Russandaughters', expect.stringContaining('Lower East Side')]);
  });
});

describe('real captions: recipes are named by their dish', () => {
  it('takes the dish from the text when the first line is a hook', async () => {
    expect(named(await real('ig-014'))).toEqual(['recipe:PB&J protein pancakes']);
  });

  it('reads an ingredient list written on the heading\'s own line', async () => {
    const recipe = (await real('tt-004')).entities[0];
    expect(recipe?.entity_name).toBe('Dana İncik');
    expect(recipe?.template?.kind).toBe('recipe');
    const { ingredients } = recipe?.template?.data as { ingredients: Array<{ item: string }> };
    expect(ingredients.map((ingredient) => ingredient.item)).toEqual(expect.arrayContaining(['Yaş kekik otu', 'Tuz']));
  });

  it('reads a cocktail written as a run of measures on one line, named by its title', async () => {
    const paloma = await real('tt-080');
    expect(paloma.category).toBe('recipes');
    expect(named(paloma)).toEqual(['recipe:Berry Rose Paloma']);
    const { ingredients } = paloma.entities[0]?.template?.data as { ingredients: Array<{ qty: number; unit: string; item: string }> };
    expect(ingredients.slice(0, 4)).toEqual([
      { qty: 60, unit: 'ml', item: 'Tequila', note: null },
      { qty: 30, unit: 'ml', item: 'Raspberry Syrup', note: null },
      { qty: 30, unit: 'ml', item: 'Lime Juice', note: null },
      { qty: 30, unit: 'ml', item: 'Lanique Rose Liqueur', note: null },
    ]);
    // Pipes between the measures, and the title in styled letters.
    expect(named(await real('tt-079'))).toEqual(['recipe:Banana Boulevardier']);
  });
});

describe('list shapes (written in the shapes real list posts use)', () => {
  it('reads places listed on one line after their kind', async () => {
    const extraction = await extract('Best brunch in Lisbon 🍳 Restaurants: Dear Breakfast, Nicolau Lisboa, Heim Café. Thank me later!');
    expect(named(extraction)).toEqual(expect.arrayContaining(['restaurant:Dear Breakfast', 'restaurant:Nicolau Lisboa']));
    expect(extraction.entities.some((entity) => entity.entity_name === 'Heim Café')).toBe(true);
  });

  it('reads a countdown of accounts, and "dish from @place" items', async () => {
    const countdown = await extract('ranking the best pizza in nyc 🍕\n12. @joespizzanyc\n11. @lucali\n10. @prince_st_pizza\n#nycpizza', { platform: 'tiktok' });
    expect(countdown.entities.map((entity) => entity.entity_name)).toEqual(expect.arrayContaining(['Joes Pizza', 'Lucali', 'Prince St Pizza']));
    const dishes = await extract('Top 3 tacos in LA 🌮\n3) birria from @teddysredtacos\n2) al pastor from @leopardtacos\n1) carnitas from @carnitaselmomo');
    expect(dishes.entities.map((entity) => entity.entity_name)).toEqual(expect.arrayContaining(['Teddysred Tacos', 'Leopard Tacos', 'Carnitaselmomo']));
  });

  it('never names an event "RT"', async () => {
    const extraction = await extract('RT @bluenote: Jazz night at Blue Note tonight 8pm, tickets $25', { platform: 'x' });
    expect(extraction.entities.map((entity) => entity.entity_name)).not.toContain('RT');
  });
});

describe('real captions: a dated event takes the name the post gives it', () => {
  it('reads the name after an invitation ("Join Chef … for Saanjha, a celebration", "discover The Nawab\'s Table with …")', async () => {
    expect(named(await real('ig-092'))).toContain('event:Saanjha');
    expect(named(await real('ig-088'))).toContain("event:The Nawab's Table");
  });

  it('reads the event a title line or the tickets are for, and the name the post gives over its exclaimed title', async () => {
    expect(named(await real('ig-152'))).toEqual(['event:Band-Maid 10th Anniv. Tour']);
    expect(named(await real('x-065'))).toContain('event:Blue Rodeo');
    const fiestas = await real('ig-145');
    expect(named(fiestas)).toEqual(['event:Fiestas Patronales de Belmontejo 2026']);
  });

  it('reads an event named by its opening word, dated by the Spanish date, and the quoted place of its pin', async () => {
    const championship = await real('ig-146');
    expect(named(championship)).toEqual(expect.arrayContaining(['event:Campeonato de Tiro Al Plato', 'venue:El Cantillo']));
    expect(championship.entities.find((entity) => entity.entity_name === 'Campeonato de Tiro Al Plato')?.raw_data.temporal?.start).toMatch(/^2026-09-12/);
    expect(named(await real('x-079'))).toEqual(['event:Exposición Hergé Madrid']);
  });

  it('reads a title line before its date, files a gig on the post\'s own day as still to come, and never names an event "save the dates"', async () => {
    const gig = await real('ig-157');
    expect(named(gig)[0]).toMatch(/^event:13 Sur Écoute/);
    expect(gig.category).toBe('events');
    expect(named(await real('ig-148'))).toEqual(['event:Fiestas Patronales']);
  });

  it('reads a city\'s own event written as one tag (#oslopride)', async () => {
    expect(named(await real('ig-094'))).toEqual(['event:Oslo Pride']);
  });

  it('reads a quoted title after "called"', async () => {
    expect(named(await real('ig-032'))).toEqual(['event:Wake']);
  });
});

describe('real captions: events named without a day', () => {
  it('reads festivals named by their hashtag and files the post under events', async () => {
    const sxsw = await real('ig-011');
    expect(named(sxsw)).toEqual(['event:SXSW 2018']);
    expect(sxsw.category).toBe('events');
    expect(named(await real('ig-010'))).toEqual(['event:ACL Festival']);
  });

  it('reads a check-in at an event as the event, not a venue', async () => {
    expect(named(await real('x-022'))).toEqual(['event:Olimpíadas de Londres']);
  });

  it('reads a Japanese festival tag and the shrine or museum tagged beside it', async () => {
    expect(named(await real('ig-044'))).toEqual(expect.arrayContaining(['event:七夕まつり', 'museum:防府天満宮']));
    expect(named(await real('ig-047'))).toEqual(expect.arrayContaining(['event:川崎フロンターレ展', 'museum:川崎市民ミュージアム']));
  });
});

describe('real captions: venues named by an account or a tag', () => {
  it('reads an account that spells a kind of place, after a foreign preposition', async () => {
    expect(named(await real('ig-073'))).toContain('bar:Black Lounge Temuco');
  });

  it('reads a German wine house checked into as a bar', async () => {
    expect(named(await real('x-068'))).toEqual(['bar:Weinhaus Kurfürst']);
  });

  it('reads a name the post also tags, in a post about going out', async () => {
    expect(named(await real('ig-089'))).toContain('restaurant:Barbeque Nation');
    const places = (await real('ig-095')).entities.filter((entity) => entity.routing_class === 'PhysicalVenue');
    expect(places.map((entity) => entity.entity_name)).toEqual(['Rhythm Lonavala']);
  });
});

describe('real captions: places named in Korean, by their own account, or after a dish', () => {
  it('reads a Korean place by its kind ending and by the particle "에서" in a post about eating', async () => {
    expect(named(await real('ig-124'))).toEqual(expect.arrayContaining(['venue:강변상회', 'venue:노량진수산시장']));
    expect(named(await real('ig-118'))).toContain('venue:호랑이카레');
    expect((await real('ig-124')).category).toBe('food');
  });

  it('reads a name followed by its own account, and a dish "from #Place"', async () => {
    expect(named(await real('tt-065')).map((name) => name.split(':')[1])).toContain('Alma Dessert');
    expect(named(await real('tt-064')).map((name) => name.split(':')[1])).toContain('Sarsa');
  });
});

describe('real captions: no entity from generic words', () => {
  it('names no venue from a sentence-opening verb, a dish or a painting title', async () => {
    expect(named(await real('x-041')).some((name) => /:Check$/.test(name))).toBe(false);
    expect(named(await real('x-058'))).toEqual([]);
  });

  it('files a short post with nothing in it as other on every platform', async () => {
    expect((await extract('It’s this time of the year again... 😄', { platform: 'x' })).category).toBe('other');
    expect((await extract('plz plan/adjust your day accordingly', { platform: 'tiktok' })).category).toBe('other');
  });

  it('files a check-in at a named place with nothing else said as travel', async () => {
    expect((await real('x-023')).category).toBe('travel');
  });
});
