// More cue words per category, in the same notation as category-cues.ts ('!' strong, '*' stem,
// quoted phrases; kana, kanji, hangul and Thai read inside the text): the everyday words real posts
// use beyond the commonest ones (dishes, drinks, kit, body parts, garments, rooms, shows), and the
// languages the first lexicon had few words of (Russian, Ukrainian, Thai, Turkish, Vietnamese,
// Indonesian, Korean, Chinese). Written from what each category's posts say in general, not from
// particular posts: a word that also means something common elsewhere ('see', 'mode', 'rock',
// 'haar', 'bien', 'livre') is left out.
import type { CueCategory } from './category-cues';

export const WIDE_CUES: Record<CueCategory, string> = {
  food: `cuisine cuisines dining dined dine meal meals snack* feast bite bites crispy juicy savory savoury spicy
    "street food" "food hall" hawker buffet canteen deli patisserie roastery roaster* barista "coffee shop" "flat white"
    americano mocha "cold brew" chai kombucha lemonade milkshake* "must try" "must-try" vegan vegetarian "plant based"
    laksa satay rendang biryani samosa* tikka masala dosa falafel hummus shawarma kebab* gyro* souvlaki pierogi schnitzel
    bratwurst pretzel* poutine poke udon soba tempura katsu tonkatsu yakitori onigiri mochi takoyaki okonomiyaki bulgogi
    tteokbokki wagyu ribeye sirloin lasagne pesto ragu arancini cannoli bruschetta prosciutto charcuterie macaron* eclair*
    brioche quiche churro* tortilla* quesadilla* enchilada* tamale* pozole birria elote guacamole arepa* coxinha* picanha
    brigadeiro* tapioca "pao de queijo" dumplings noodles "hot pot" hotpot "fried chicken" bakes baker
    cafetería bocadillo* pintxo* pincho* mariscos marisquería asador parrilla asado "menu del dia" panadería pastelería
    heladería helado* antojito* riquísimo buenísimo "buen provecho" cenar desayunar almorzar
    comida "comida caseira" salgado* bolo bolos pastelaria sorvete* sorveteria cardápio lanches pizzaria cafezinho
    petiscos "bom apetite" saboroso saborosa gostosa almoçar
    cibo ristoranti caffè cornetto panino panini tagliere antipast* squisito gnam
    resto bistrot fromagerie crêperie repas gourmand* miam savoureux "bon appétit" "bon appetit"
    speisekarte kuchen bäckerei konditorei imbiss wirtshaus gaststätte döner currywurst "guten appetit" mahlzeit kaffee
    eetcafé lunchroom bakkerij smullen "eet smakelijk" friet frietje stroopwafel* bitterbal* taart appeltaart
    lezat mie bakso sate soto kedai "rumah makan" kopi ngopi jajan jajanan gurih pedas ayam
    "nhà hàng" "quán ăn" "món ăn" "ẩm thực" "ăn uống" "đồ ăn" "cà phê" "bánh mì" "trà sữa" phở
    lokanta kahve kahvaltı tatlı döner kebap
    restauracja* kawiarnia* piekarnia cukiernia lody danie dania
    ресторан* кафе кава кофе їжа еда смачн* вкусн* обід обед сніданок завтрак вечеря ужин заклад* піца пицца бургер*
    суші суши десерт* кухня меню страв* блюд* кавярн*
    مطبخ وجبة فطور غداء عشاء قهوة حلويات مشاوي
    料理 食事 弁当 喫茶 珈琲 コーヒー ベーカリー 焼き菓子 和食 洋食 中華 イタリアン フレンチ ビストロ 食べ放題 新メニュー
    テイクアウト おいしい 旨い 飯
    음식 메뉴 식사 브런치 커피 빵 베이커리 고기 삼겹살 치킨 라멘 국밥 냉면 떡볶이 !먹스타그램 !맛스타그램 존맛 한식 오마카세
    咖啡 火锅 火鍋 麵 拉麵 拉面 饭 飯 吃 菜单 菜單 烧烤 燒烤 甜品 蛋糕 奶茶 餐
    ร้านอาหาร อาหาร อร่อย กาแฟ คาเฟ่ ขนม ก๋วยเตี๋ยว`,
  recipes: `!instructions "stir in" "fold in" "set aside" "to taste" "mix well" "mix until" combine "air fryer" airfryer
    "instant pot" "slow cooker" crockpot "sheet pan" "one pot" "one pan" skillet saucepan "frying pan" "baking sheet"
    "baking dish" "cooking time" !"easy recipe" !"quick recipe" "dinner idea" "dinner ideas" "meal prep" "meal ideas"
    !"full recipe" minced grated sliced drizzle sprinkle garnish marinade "let it rest" "let cool" "room temperature"
    "melted butter" flour "baking powder" "baking soda" yeast "olive oil" garlic onion* "from scratch" "home cooking"
    "home cook" cooking "weeknight dinner" "easy dinner" "serves 4" "serves 2" "serves 6"
    preparación elaboración "al gusto" "a fuego lento" "fuego medio" sartén olla harina batir mezclar freír casero casera
    "hecho en casa" cocinando
    "a gosto" "fogo baixo" "fogo médio" panela frigideira farinha bater misturar caseiro caseira "feito em casa"
    "panela de pressão"
    procedimento preparazione "quanto basta" "fuoco lento" padella pentola farina "fatto in casa" "fatta in casa" impastare
    préparation "à feu doux" poêle farine "fait maison" "faite maison" enfourner "laisser reposer"
    vorheizen pfanne topf mehl selbstgemacht hausgemacht verrühren umrühren
    bereiding voorverwarmen zelfgemaakt
    bahan "cara masak" masak memasak tumis !secukupnya
    "nấu ăn" "cách nấu"
    !yapılışı tarifi "su bardağı" "yemek kaşığı" "tatlı kaşığı"
    przygotowanie "sposób przygotowania" łyżka łyżeczka szklanka piekarnik domowe
    !рецепт* !інгредієнт* !ингредиент* приготуванн* приготовлен* ложк* духовк*
    手作り 自炊 作りました 作ってみた 下味 煮込み 分量 人分
    집밥 자취요리 만드는법 황금레시피
    食材 步骤 步驟 家常菜 自制 自製 教程 菜谱 菜譜 配料 调料 調料
    !สูตร !วัตถุดิบ !วิธีทำ`,
  nightlife: `"bar crawl" "pub crawl" "cocktail bar" "wine bar" "beer garden" biergarten taproom "craft beer" ipa pint pints
    aperol mojito* "last call" drunk tipsy hangover boozy booze bottomless "ladies night" "open bar" "dance floor"
    dancefloor techno "house music" "drum and bass" dnb "till late" "til late" "all night long" "after dark" vip
    boliche antro chela chelas coctel* cóctel* "barra libre"
    chope festa balada
    birreria enoteca vineria
    cocktails bière "boîte de nuit" guinguette
    feiern weinbar bar
    feest feestje wijn
    bia nhậu "quán nhậu" rượu
    meyhane rakı "gece kulübü"
    klub wino
    бар клуб вечірк* вечеринк* коктейл* пиво паб
    酒 ワイン カクテル クラブ 乾杯 二次会 立ち飲み 焼酎 バル
    포차 이자카야 와인 맥주 하이볼
    鸡尾酒 雞尾酒 夜生活 蹦迪 精酿 精釀 威士忌 红酒 紅酒 喝酒
    dugem nongkrong
    เบียร์ ผับ`,
  events: `"live at" "on stage" "tour dates" "new dates" "on sale" "get tickets" "get your tickets" "early bird" "free entry"
    "free admission" admission registration register "sign up" "book now" "reserve your spot" "grand opening"
    "opening night" popup "pop up" "flea market" "night market" "farmers market" fireworks carnival fest "open mic"
    quiz trivia "comedy show" "book launch" "book signing" "meet and greet" keynote hackathon headliner*
    "support act" presale "doors open" "all ages" tournament competition
    "en vivo" "en directo" taquilla presentación inauguración jornada* mercadillo verbena congreso "taller de" talleres concurso torneo
    "ao vivo" bilheteria inauguração apresentação congresso inscrições "entrada gratuita" "entrada franca"
    "dal vivo" sagra inaugurazione presentazione "ingresso libero" iscrizioni
    "en concert" fête "entrée libre" "entrée gratuite" atelier* conférence
    "eintritt frei" eintritt vorverkauf messe lesung vortrag anmeldung premiere
    voorverkoop evenement "gratis entree"
    lomba pentas pertunjukan bazar bazaar pendaftaran seminar
    "hòa nhạc" "đêm nhạc" "triển lãm" "hội thảo" "đăng ký"
    bilet sergi söyleşi
    spektakl warsztaty "wstęp wolny" zapisy konferencja targi
    концерт* фестивал* квитк* билет* подія події подію событи* виставк* выставк* вистав* спектакл* лекці* лекци*
    公演 入場 入場無料 参加 募集 申込 申し込み ワークショップ 個展 発表会 コンサート 演奏会 上映 講演 講座 セミナー マルシェ 縁日
    행사 페스티벌 티켓 예매 팝업 팬미팅 세미나 워크숍 강연 박람회
    演出 售票 开幕 開幕 讲座 講座 市集 音乐会 音樂會 报名 報名
    คอนเสิร์ต เทศกาล นิทรรศการ บัตร`,
  travel: `"travel guide" travelgram "bucket list" "things to do" "where to go" "places to visit" "must visit" "must-visit"
    destination* "city break" cruise backpacking "solo travel" vanlife "van life" coast coastline cliff cliffs bay harbour
    harbor trek* trekking volcano glacier fjord* safari jungle rainforest "hot spring" "hot springs" onsen ryokan palace
    ruins monument* "world heritage" unesco pilgrimage shrine pagoda village* countryside nature scenery panorama
    honeymoon airbnb guesthouse "guest house" "ocean view" "sea view" snorkel* "ski resort" sights
    viajar destino* paisaje* pueblo montaña lago cascada excursión senderismo hospedaje hostal alojamiento escapada
    catedral castillo "centro histórico"
    paisagem cachoeira trilha ilha pousada hospedagem !roteiro "ponto turístico" "pontos turísticos"
    viaggiare vacanze montagna borgo "centro storico" paesaggio escursione sentiero gita
    voyager randonnée sentier montagne lac château paysage escapade séjour balade
    reisen ausflug wanderung wandern altstadt schloss aussicht landschaft unterkunft
    reizen wandelen uitzicht stedentrip "dagje uit"
    "jalan jalan" pulau gunung danau "air terjun" pemandangan penginapan traveling
    "phượt" "cảnh đẹp"
    gezi gezgin otel plaj manzara
    wycieczka urlop góry jezioro zwiedzanie nocleg
    подорож* путешеств* відпустк* отпуск туризм готель отель пляж море гори горы екскурсі* экскурси*
    観光地 展望 世界遺産 紅葉 ゲストハウス 日帰り 散策
    여행지 관광 숙소 펜션 리조트 바다 해변 풍경 캠핑 등산
    旅遊 旅游 民宿 风景 風景 自由行 度假 海边 海邊 爬山 徒步
    เที่ยว ท่องเที่ยว ทะเล โรงแรม`,
  fitness: `"personal trainer" "strength training" "weight loss" "fat loss" physique "full body" "upper body"
    "lower body" hamstring* quads biceps triceps "bench press" "hip thrust" treadmill "spin class" rowing swim swimming
    "half marathon" runner runners "run club" jog jogging flexibility calisthenics "home workout" sweat
    calories macros "pre workout" "post workout" "rest day" boxing "martial arts" mma "jiu jitsu" bjj karate
    taekwondo "muay thai" kickboxing athlete*
    entreno entrenar abdominales correr "bajar de peso" adelgazar
    treinar malhar malhação exercício exercícios corrida emagrecer abdominais glúteos
    allenarsi esercizio
    "salle de sport" abdos fessiers
    trainieren fitnessstudio kraftsport joggen
    trainen hardlopen krachttraining
    senam lari
    "giảm cân" "thể hình" "chạy bộ"
    "spor salonu" egzersiz koşu
    bieganie odchudzanie
    тренуванн* трениров* спортзал фітнес фитнес вправ* упражнен* йога
    筋肉 有酸素 スクワット 腕立て プランク ワークアウト 減量 ボディメイク マラソン ピラティス 体幹
    !오운완 필라테스 요가 스쿼트 다이어트 러닝 바디프로필 크로스핏 근력
    锻炼 鍛鍊 瑜伽 跑步 减脂 減脂 增肌 普拉提
    ออกกำลังกาย ฟิตเนส`,
  shopping: `"shop now" "shop the look" "available at" "available online" "online store" "free shipping" shipping "order now"
    "dm to order" "in stores" coupon voucher giveaway "limited edition" restocked bestseller
    "best seller" "must have" "must-have" affordable dupe dupes "black friday" "cyber monday" mall outlet thrift*
    secondhand "second hand" storefront
    "compra ya" envío* pedido* disponible venta ventas compralo
    "compre já" "compre agora" "frete grátis" encomenda* disponível venda vendas promo liquidação novidades brechó
    acquista spedizione disponibile ordina vendita offerta novità
    "en vente" vente livraison commande* nouveauté* "code promo" friperie
    erhältlich bestellen versand versandkostenfrei neuheit*
    bestellen verzending verkrijgbaar uitverkoop
    harga "ready stock" "open order" "gratis ongkir" ongkir toko olshop jual
    "đặt hàng" "cửa hàng" "khuyến mãi" freeship
    kampanya fiyat sipariş mağaza satış kargo
    zamówienie* wysyłka dostępne wyprzedaż
    знижк* скидк* магазин* замовлен* заказ* доставк* ціна цена купити купить акція акция розпродаж* распродаж*
    販売 予約販売 在庫 入荷 再入荷 ショップ オンラインショップ 商品 価格 税込 送料
    구매 판매 배송 신상 쇼핑 입고 재입고 품절 가격 무료배송 스토어
    下单 下單 包邮 包郵 价格 價格 售价 售價 开箱 開箱 商品 上市 现货 現貨 网购 網購
    ลดราคา โปรโมชั่น สั่งซื้อ`,
  fashion: `"outfit of the day" "fit check" fitcheck "style inspo" "outfit inspo" "what i wore" closet tee tshirt "t shirt"
    hoodie* sweater* cardigan* trousers pants linen silk vintage thrifted accessor* jewelry jewellery necklace*
    earring* bracelet* sunglasses menswear womenswear "fashion week" designer* tailoring tailored loafers sandals
    "new collection" 
    zapatos zapatillas bolso* camisa* falda* pantalón* chaqueta* 
    lookdodia sapato* saia calça* jaqueta 
    vestito* borsa* giacca gonna camicia
    robe chaussures veste jupe "look du jour"
    kleidung schuhe jacke
    schoenen jas
    gamis hijab kemeja celana sepatu
    "quần áo" "giày"
    elbise ayakkabı çanta giyim
    buty kurtka torebka
    одяг одежда плаття платье сукн* взуття обувь
    洋服 スニーカー バッグ ジャケット 着画 スタイリング
    데일리룩 오오티디 옷 원피스 스니커즈 가방
    衣服 连衣裙 連衣裙 包包 外套 搭配
    แฟชั่น เสื้อผ้า`,
  beauty: `"make up" "beauty routine" "skin care" cleanser toner retinol niacinamide hyaluronic "face mask" "sheet mask"
    acne pimple* "dark spots" wrinkles "anti aging" glowy dewy lashes "lash extensions" brows "lip gloss" lipgloss
    "lip liner" palette eyeshadow highlighter bronzer contour "setting spray" perfume* fragrance* 
    "nail art" "gel nails" acrylics pedicure barber* barbershop balayage "hair color" "hair colour" blowout curls
    "curly hair" wig wigs spa massage waxing botox filler fillers esthetician aesthetician dermatolog*
    uñas pestañas cejas peluquería "corte de pelo" tinte labial
    unhas cílios sobrancelha* "salão de beleza" cabeleireir* barbearia batom hidratante "protetor solar" esmalte
    pelle unghie ciglia sopracciglia parrucchiere profumo rossetto
    ongles cils sourcils coiffeur coiffure parfum*
    haare friseur nägel wimpern parfüm kosmetik schminke
    kapper nagels wimpers
    perawatan wajah kulit rambut kuku
    "mỹ phẩm" "dưỡng da" "làm móng"
    "cilt bakımı" cilt kuaför parfüm oje
    pielęgnacja włosy rzęsy perfumy
    макіяж макияж косметик* шкір* волос* манікюр маникюр нігт* ногт* перукар* парикмахер*
    化粧水 美容液 乳液 日焼け止め 下地 ファンデ リップ アイシャドウ マスカラ ヘアカラー ヘアアレンジ 美容室 サロン まつエク 香水 デパコス プチプラ
    피부 뷰티 네일 헤어 미용실 염색 속눈썹 선크림
    彩妆 彩妝 口红 口紅 面膜 美发 美髮 防晒 防曬 皮肤 皮膚
    สกินแคร์ แต่งหน้า เครื่องสำอาง`,
  home: `"interior design" "interior designer" decorating "home tour" "house tour" "apartment tour" "my home" "our home"
    homeware homewares houseplant* "home office" bookshelf cabinet* countertop* backsplash "dining room" "dining table"
    cushion* pillow* bedding duvet vase vases candle candles ceramics "home improvement" remodel* "before and after" reno
    "fixer upper" "small space" organizing organising "home organization" declutter* cleaning cleantok laundry tidy scandi "mid century"
    "coffee machine" "espresso machine" macchinetta "macchina del caffè" "macchina da caffè" cafetera cafeteira kaffeemaschine
    koffiezetapparaat appliance appliances mop vacuum "robot vacuum" aspirapolvere aspiradora
    midcentury "paint color" "paint colour"
    muebles mueble "sala de estar" dormitorio jardín limpieza organización
    "casa nova" móveis jardim limpeza organização apartamento
    mobili soggiorno "camera da letto" giardino pulizie
    décoration meubles jardin ménage
    wohnzimmer schlafzimmer möbel deko zuhause renovierung
    slaapkamer meubels tuin wooninspiratie verbouwing
    dekorasi perabot furnitur "desain interior"
    "trang trí" "nhà cửa"
    mobilya "ev dekorasyonu"
    wnętrza wystrój meble mieszkanie ogród
    интерьер декор меблі мебель квартир* ремонт
    模様替え 北欧 観葉植物 新築 マイホーム リノベ 暮らし 掃除 片付け
    집꾸미기 홈스타일링 가구 소품 자취방 원룸 살림 수납 청소
    家居 装修 裝修 软装 收纳 收納 客厅 客廳 卧室 臥室 布置
    ตกแต่งบ้าน`,
  entertainment: `entertainment video videos vídeo vídeos vidéo "tv show" "tv series" binge "binge watch" "must watch" "currently reading" tbr chapter "new episode"
    "full episode" streamer twitch youtube vlog "behind the scenes" kpop "k pop" idol idols comeback "fan meeting"
    lyrics "new music" spotify "apple music" soundcloud playlist "dance challenge" skit prank storytime "story time"
    reaction duet cosplay painting illustration artwork "short film" documentary "red carpet" oscars grammys emmys
    celebrity celebrities gossip "reality show" "reality tv" webtoon kdrama "k drama" marvel "star wars" disney pixar
    hbo "prime video" hulu "world cup" fifa "super bowl" ufc "formula 1" "grand prix" wrestling wwe highlights
    capítulo temporada cine canción telenovela lectura golazo
    clipe leitura golaço brasileirão
    episodio stagione lettura partita
    cinéma
    staffel kino bundesliga fußball
    seizoen bioscoop boek voetbal wedstrijd
    nonton sinetron lagu musik drakor "sepak bola" pertandingan
    "bài hát" "âm nhạc" "ca khúc" "trận đấu" truyện
    şarkı albüm kitap
    odcinek piosenka płyta książk* mecz "piłka nożna"
    фільм* фильм* серіал* сериал* кіно кино пісн* песн* альбом кліп клип книг* матч футбол мем меми мемы
    配信 放送 新曲 主題歌 歌 番組 最終回 実況 推し 試合 観戦 野球 サッカー
    예능 방송 뮤직비디오 신곡 앨범 컴백 아이돌 웹툰 게임 축구 야구 직관
    电视剧 電視劇 追剧 追劇 新歌 专辑 專輯 小说 小說 比赛 比賽 足球 篮球 籃球 直播 偶像 明星 预告 預告
    ภาพยนตร์ ซีรีส์ เพลง ละคร`,
};
