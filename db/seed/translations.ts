import type { Translations } from '../../domain/menu-translations.ts';

/**
 * The demo menu's words in the shop's other languages, as an owner would have written them in the
 * admin: every dish, category, option group and option in Spanish, French, German, Italian and Arabic.
 */
export const seedTranslations: {
  readonly dishes: Readonly<Record<string, Translations>>;
  readonly categories: Readonly<Record<string, Translations>>;
  readonly optionGroups: Readonly<Record<string, Translations>>;
  readonly options: Readonly<Record<string, Translations>>;
} = {
  dishes: {
    'margherita-pizza': {
      es: {
        name: 'Pizza Margarita',
        description: 'Tomate San Marzano, mozzarella fresca y albahaca sobre una base horneada en piedra, terminada con aceite de oliva.',
      },
      fr: {
        name: 'Pizza Margherita',
        description: 'Tomate San Marzano, mozzarella fraîche et basilic sur une pâte cuite sur pierre, finie d’un filet d’huile d’olive.',
      },
      de: {
        name: 'Pizza Margherita',
        description:
          'San-Marzano-Tomaten, frischer Mozzarella und Basilikum auf einem im Steinofen gebackenen Boden, verfeinert mit Olivenöl.',
      },
      it: {
        name: 'Pizza Margherita',
        description:
          'Pomodoro San Marzano, mozzarella fresca e basilico su una base cotta su pietra, completata con un filo d’olio d’oliva.',
      },
      ar: {
        name: 'بيتزا مارغريتا',
        description: 'طماطم سان مارزانو وموتزاريلا طازجة وريحان على عجينة مخبوزة على الحجر، مع لمسة أخيرة من زيت الزيتون.',
      },
    },
    'pepperoni-pizza': {
      es: {
        name: 'Pizza de pepperoni',
        description:
          'Pepperoni de ternera halal, mozzarella y nuestra salsa de tomate cocinada a fuego lento, horneada hasta que los bordes quedan crujientes.',
      },
      fr: {
        name: 'Pizza pepperoni',
        description:
          'Pepperoni de bœuf halal, mozzarella et notre sauce tomate longuement mijotée, cuite jusqu’à ce que les bords soient croustillants.',
      },
      de: {
        name: 'Pizza Pepperoni',
        description:
          'Halal-Rindfleisch-Pepperoni, Mozzarella und unsere langsam gekochte Tomatensauce, gebacken, bis der Rand knusprig ist.',
      },
      it: {
        name: 'Pizza al salamino piccante',
        description:
          'Salamino piccante di manzo halal, mozzarella e la nostra salsa di pomodoro cotta a fuoco lento, al forno finché i bordi diventano croccanti.',
      },
      ar: {
        name: 'بيتزا ببروني',
        description:
          'ببروني من لحم البقر الحلال وموتزاريلا وصلصة الطماطم الخاصة بنا المطهوة على نار هادئة، مخبوزة حتى تصبح أطرافها مقرمشة.',
      },
    },
    'bbq-chicken-pizza': {
      es: {
        name: 'Pizza de pollo barbacoa',
        description: 'Salsa barbacoa ahumada, pollo a la parrilla, cebolla morada y cilantro sobre queso fundido.',
      },
      fr: {
        name: 'Pizza poulet barbecue',
        description: 'Sauce barbecue fumée, poulet grillé, oignon rouge et coriandre sur un lit de fromage fondu.',
      },
      de: {
        name: 'Pizza BBQ-Hähnchen',
        description: 'Rauchige Barbecuesauce, gegrilltes Hähnchen, rote Zwiebeln und Koriander auf geschmolzenem Käse.',
      },
      it: {
        name: 'Pizza pollo BBQ',
        description: 'Salsa barbecue affumicata, pollo alla griglia, cipolla rossa e coriandolo su formaggio fuso.',
      },
      ar: {
        name: 'بيتزا دجاج باربيكيو',
        description: 'صلصة باربيكيو مدخنة ودجاج مشوي وبصل أحمر وكزبرة فوق جبن ذائب.',
      },
    },
    'veggie-supreme-pizza': {
      es: {
        name: 'Pizza vegetal suprema',
        description: 'Pimientos, champiñones, aceitunas, maíz dulce y cebolla morada sobre una base pintada con ajo.',
      },
      fr: {
        name: 'Pizza suprême végétarienne',
        description: 'Poivrons, champignons, olives, maïs doux et oignon rouge sur une pâte badigeonnée d’ail.',
      },
      de: {
        name: 'Pizza Gemüse Supreme',
        description: 'Paprika, Champignons, Oliven, Zuckermais und rote Zwiebeln auf einem mit Knoblauch bestrichenen Boden.',
      },
      it: {
        name: 'Pizza vegetariana suprema',
        description: 'Peperoni, funghi, olive, mais dolce e cipolla rossa su una base spennellata all’aglio.',
      },
      ar: {
        name: 'بيتزا الخضار المميزة',
        description: 'فلفل رومي وفطر وزيتون وذرة حلوة وبصل أحمر على عجينة مدهونة بالثوم.',
      },
    },
    'classic-burger': {
      es: {
        name: 'Hamburguesa clásica',
        description: 'Una jugosa hamburguesa de ternera halal con lechuga, tomate, pepinillos y salsa de la casa en pan brioche tostado.',
      },
      fr: {
        name: 'Burger classique',
        description: 'Un steak de bœuf halal bien juteux avec laitue, tomate, cornichons et sauce maison dans un pain brioché toasté.',
      },
      de: {
        name: 'Klassischer Burger',
        description: 'Ein saftiges Halal-Rindfleisch-Patty mit Salat, Tomate, Gewürzgurken und Haussauce im gerösteten Brioche-Brötchen.',
      },
      it: {
        name: 'Burger classico',
        description:
          'Un succoso hamburger di manzo halal con lattuga, pomodoro, cetriolini sottaceto e salsa della casa in un panino brioche tostato.',
      },
      ar: {
        name: 'برغر كلاسيكي',
        description: 'قرص لحم بقري حلال طري وغني بالعصارة مع الخس والطماطم والمخلل وصلصة البيت في خبز بريوش محمص.',
      },
    },
    'double-cheeseburger': {
      es: {
        name: 'Hamburguesa doble con queso',
        description: 'Dos hamburguesas de ternera smash, doble de cheddar, cebolla caramelizada y mayonesa de mostaza.',
      },
      fr: {
        name: 'Double cheeseburger',
        description: 'Deux steaks de bœuf écrasés, double cheddar, oignons caramélisés et mayonnaise à la moutarde.',
      },
      de: {
        name: 'Doppelter Cheeseburger',
        description: 'Zwei gesmashte Rindfleisch-Patties, doppelt Cheddar, karamellisierte Zwiebeln und Senf-Mayonnaise.',
      },
      it: {
        name: 'Doppio cheeseburger',
        description: 'Due hamburger di manzo schiacciati, doppio cheddar, cipolle caramellate e maionese alla senape.',
      },
      ar: {
        name: 'تشيز برغر مزدوج',
        description: 'قرصان من اللحم البقري المضغوط على الصاج، وجبن شيدر مضاعف، وبصل مكرمل، ومايونيز بالخردل.',
      },
    },
    'crispy-chicken-burger': {
      es: {
        name: 'Hamburguesa de pollo crujiente',
        description:
          'Contramuslo de pollo marinado en suero de mantequilla y frito, ensalada de col y un glaseado picante de miel en un tierno pan de patata.',
      },
      fr: {
        name: 'Burger au poulet croustillant',
        description:
          'Haut de cuisse de poulet mariné au babeurre puis frit, coleslaw et glaçage au miel épicé dans un pain moelleux à la pomme de terre.',
      },
      de: {
        name: 'Crispy-Chicken-Burger',
        description:
          'In Buttermilch marinierter, frittierter Hähnchenschenkel, Krautsalat und eine scharfe Honigglasur im weichen Kartoffelbrötchen.',
      },
      it: {
        name: 'Burger di pollo croccante',
        description:
          'Sovracoscia di pollo marinata nel latticello e fritta, insalata di cavolo e una glassa piccante al miele in un morbido panino di patate.',
      },
      ar: {
        name: 'برغر الدجاج المقرمش',
        description: 'فخذ دجاج متبل باللبن الرائب ومقلي، مع سلطة الملفوف وصلصة عسل حارة في خبز بطاطس طري.',
      },
    },
    'mushroom-swiss-burger': {
      es: {
        name: 'Hamburguesa de champiñones y queso suizo',
        description: 'Hamburguesa de ternera cubierta con champiñones salteados, queso suizo y mayonesa de trufa.',
      },
      fr: {
        name: 'Burger champignons et fromage suisse',
        description: 'Steak de bœuf garni de champignons sautés, de fromage suisse et de mayonnaise à la truffe.',
      },
      de: {
        name: 'Burger mit Pilzen und Schweizer Käse',
        description: 'Rindfleisch-Patty mit gebratenen Champignons, Schweizer Käse und Trüffel-Mayonnaise.',
      },
      it: {
        name: 'Burger funghi e formaggio svizzero',
        description: 'Hamburger di manzo con funghi saltati, formaggio svizzero e maionese al tartufo.',
      },
      ar: {
        name: 'برغر الفطر والجبن السويسري',
        description: 'قرص لحم بقري مغطى بالفطر السوتيه والجبن السويسري ومايونيز بالكمأة.',
      },
    },
    'dragon-roll': {
      es: {
        name: 'Dragon Roll',
        description: 'Langostino en tempura y pepino por dentro, aguacate y salsa de anguila por encima, ocho piezas.',
      },
      fr: {
        name: 'Dragon Roll',
        description: 'Crevette tempura et concombre à l’intérieur, avocat et sauce à l’anguille sur le dessus, huit pièces.',
      },
      de: {
        name: 'Dragon Roll',
        description: 'Innen Garnele in Tempura und Gurke, obenauf Avocado und Aalsauce, acht Stück.',
      },
      it: {
        name: 'Dragon Roll',
        description: 'Gambero in tempura e cetriolo all’interno, avocado e salsa di anguilla in superficie, otto pezzi.',
      },
      ar: {
        name: 'دراغون رول',
        description: 'روبيان تمبورا وخيار من الداخل، وأفوكادو وصلصة ثعبان البحر من الأعلى، ثماني قطع.',
      },
    },
    'california-roll': {
      es: {
        name: 'California Roll',
        description: 'Palito de cangrejo, aguacate y pepino enrollados en arroz rebozado en sésamo, ocho piezas.',
      },
      fr: {
        name: 'California Roll',
        description: 'Bâtonnet de surimi, avocat et concombre roulés dans un riz enrobé de sésame, huit pièces.',
      },
      de: {
        name: 'California Roll',
        description: 'Surimi, Avocado und Gurke, gerollt in Reis mit Sesamkruste, acht Stück.',
      },
      it: {
        name: 'California Roll',
        description: 'Bastoncino di granchio, avocado e cetriolo arrotolati nel riso ricoperto di sesamo, otto pezzi.',
      },
      ar: {
        name: 'كاليفورنيا رول',
        description: 'أصابع السلطعون والأفوكادو والخيار ملفوفة بأرز مغطى بالسمسم، ثماني قطع.',
      },
    },
    'salmon-nigiri': {
      es: {
        name: 'Nigiri de salmón',
        description: 'Seis piezas de salmón fresco sobre arroz aliñado prensado a mano, con jengibre encurtido.',
      },
      fr: {
        name: 'Nigiri saumon',
        description: 'Six pièces de saumon frais sur un riz vinaigré façonné à la main, avec du gingembre mariné.',
      },
      de: {
        name: 'Lachs-Nigiri',
        description: 'Sechs Stück frischer Lachs auf handgeformtem, gewürztem Reis, mit eingelegtem Ingwer.',
      },
      it: {
        name: 'Nigiri di salmone',
        description: 'Sei pezzi di salmone fresco su riso condito pressato a mano, con zenzero marinato.',
      },
      ar: {
        name: 'نيغيري السلمون',
        description: 'ست قطع من السلمون الطازج على أرز متبل مضغوط باليد، مع زنجبيل مخلل.',
      },
    },
    'spicy-tuna-roll': {
      es: {
        name: 'Roll de atún picante',
        description: 'Atún con mayonesa de chile y cebolleta, envuelto en alga nori y arroz, ocho piezas.',
      },
      fr: {
        name: 'Roll au thon épicé',
        description: 'Thon, mayonnaise pimentée et oignon nouveau, roulés dans l’algue nori et le riz, huit pièces.',
      },
      de: {
        name: 'Scharfe Thunfisch-Roll',
        description: 'Thunfisch mit Chili-Mayonnaise und Frühlingszwiebeln, in Nori und Reis gerollt, acht Stück.',
      },
      it: {
        name: 'Roll di tonno piccante',
        description: 'Tonno con maionese al peperoncino e cipollotto, avvolto in alga nori e riso, otto pezzi.',
      },
      ar: {
        name: 'رول التونة الحار',
        description: 'تونة مع مايونيز بالفلفل الحار وبصل أخضر، ملفوفة بورق النوري والأرز، ثماني قطع.',
      },
    },
    'veg-thali': {
      es: {
        name: 'Thali vegetariano',
        description: 'Dal tadka, sabzi de temporada, arroz jeera, dos rotis, raita, encurtidos y un dulce.',
      },
      fr: {
        name: 'Thali végétarien',
        description: 'Dal tadka, sabzi de saison, riz jeera au cumin, deux rotis, raïta, pickles et une douceur.',
      },
      de: {
        name: 'Vegetarisches Thali',
        description: 'Dal Tadka, saisonales Sabzi, Jeera-Reis, zwei Rotis, Raita, eingelegtes Gemüse und eine Süßspeise.',
      },
      it: {
        name: 'Thali vegetariano',
        description: 'Dal tadka, sabzi di stagione, riso jeera al cumino, due roti, raita, sottaceti e un dolce.',
      },
      ar: {
        name: 'ثالي نباتي',
        description: 'دال تادكا، وسبزي من خضار الموسم، وأرز بالكمون، وقطعتا خبز روتي، ورايتا، ومخلل، وحلوى.',
      },
    },
    'chicken-thali': {
      es: {
        name: 'Thali de pollo',
        description: 'Curry de pollo, dal, arroz, dos rotis, ensalada, raita y gulab jamun.',
      },
      fr: {
        name: 'Thali au poulet',
        description: 'Curry de poulet, dal, riz, deux rotis, salade, raïta et gulab jamun.',
      },
      de: {
        name: 'Hähnchen-Thali',
        description: 'Hähnchencurry, Dal, Reis, zwei Rotis, Salat, Raita und Gulab Jamun.',
      },
      it: {
        name: 'Thali di pollo',
        description: 'Curry di pollo, dal, riso, due roti, insalata, raita e gulab jamun.',
      },
      ar: {
        name: 'ثالي الدجاج',
        description: 'كاري الدجاج، ودال، وأرز، وقطعتا خبز روتي، وسلطة، ورايتا، وغلاب جامون.',
      },
    },
    'paneer-thali': {
      es: {
        name: 'Thali de paneer',
        description: 'Paneer butter masala, dal makhani, pulao, naan, ensalada y kheer.',
      },
      fr: {
        name: 'Thali au paneer',
        description: 'Paneer butter masala, dal makhani, pulao, naan, salade et kheer.',
      },
      de: {
        name: 'Paneer-Thali',
        description: 'Paneer Butter Masala, Dal Makhani, Pulao, Naan, Salat und Kheer.',
      },
      it: {
        name: 'Thali con paneer',
        description: 'Paneer butter masala, dal makhani, pulao, naan, insalata e kheer.',
      },
      ar: {
        name: 'ثالي البانير',
        description: 'بانير بتر ماسالا، ودال مخني، وأرز بولاو، وخبز نان، وسلطة، وخير بالحليب.',
      },
    },
    'butter-chicken': {
      es: {
        name: 'Pollo a la mantequilla (Butter Chicken)',
        description: 'Pollo asado en el tandoor y cocinado a fuego lento en una cremosa salsa de tomate y mantequilla, servido con arroz.',
      },
      fr: {
        name: 'Butter chicken',
        description: 'Poulet grillé au tandoor, mijoté dans une sauce crémeuse à la tomate et au beurre, servi avec du riz.',
      },
      de: {
        name: 'Butter Chicken',
        description: 'Im Tandoor gegrilltes Hähnchen, geschmort in einer cremigen Tomaten-Butter-Sauce, serviert mit Reis.',
      },
      it: {
        name: 'Pollo al burro (Butter Chicken)',
        description: 'Pollo grigliato nel tandoor e cotto lentamente in una cremosa salsa di pomodoro e burro, servito con riso.',
      },
      ar: {
        name: 'دجاج بالزبدة',
        description: 'دجاج مشوي في التنور ومطهو على نار هادئة في صلصة كريمية من الطماطم والزبدة، يقدم مع الأرز.',
      },
    },
    'tandoori-chicken': {
      es: {
        name: 'Pollo tandoori',
        description: 'Medio pollo marinado en yogur y especias, asado en el tandoor, con chutney de menta.',
      },
      fr: {
        name: 'Poulet tandoori',
        description: 'Un demi-poulet mariné au yaourt et aux épices, saisi au tandoor, avec un chutney à la menthe.',
      },
      de: {
        name: 'Tandoori-Hähnchen',
        description: 'Ein halbes Hähnchen, mariniert in Joghurt und Gewürzen, scharf im Tandoor gegrillt, mit Minz-Chutney.',
      },
      it: {
        name: 'Pollo tandoori',
        description: 'Mezzo pollo marinato nello yogurt e nelle spezie, abbrustolito nel tandoor, con chutney alla menta.',
      },
      ar: {
        name: 'دجاج تندوري',
        description: 'نصف دجاجة متبلة باللبن والبهارات، مشوية في التنور حتى تتحمر، مع صلصة تشتني بالنعناع.',
      },
    },
    'chicken-biryani': {
      es: {
        name: 'Biryani de pollo',
        description: 'Arroz basmati aromático en capas con pollo especiado, azafrán y cebolla frita, con raita.',
      },
      fr: {
        name: 'Biryani au poulet',
        description: 'Riz basmati parfumé monté en couches avec du poulet épicé, du safran et des oignons frits, servi avec du raïta.',
      },
      de: {
        name: 'Hähnchen-Biryani',
        description: 'Duftender Basmatireis, geschichtet mit gewürztem Hähnchen, Safran und Röstzwiebeln, dazu Raita.',
      },
      it: {
        name: 'Biryani di pollo',
        description: 'Riso basmati profumato a strati con pollo speziato, zafferano e cipolle fritte, con raita.',
      },
      ar: {
        name: 'برياني الدجاج',
        description: 'أرز بسمتي عطري بطبقات من الدجاج المتبل والزعفران والبصل المقلي، مع الرايتا.',
      },
    },
    'chicken-wings': {
      es: {
        name: 'Alitas de pollo a la parrilla',
        description: 'Diez alitas a la parrilla con peri-peri o con miel y ajo, servidas con una salsa fresca para mojar.',
      },
      fr: {
        name: 'Ailes de poulet grillées',
        description: 'Dix ailes grillées au peri-peri ou au miel et à l’ail, servies avec une sauce rafraîchissante.',
      },
      de: {
        name: 'Gegrillte Chicken Wings',
        description: 'Zehn Flügel, gegrillt mit Peri-Peri oder Honig-Knoblauch, serviert mit einem kühlenden Dip.',
      },
      it: {
        name: 'Alette di pollo alla griglia',
        description: 'Dieci alette grigliate al peri-peri o al miele e aglio, servite con una salsa rinfrescante.',
      },
      ar: {
        name: 'أجنحة دجاج مشوية',
        description: 'عشرة أجنحة مشوية بصلصة البيري بيري أو بالعسل والثوم، تقدم مع صلصة تغميس منعشة.',
      },
    },
    'fettuccine-alfredo': {
      es: {
        name: 'Fettuccine Alfredo',
        description: 'Cintas de fettuccine en una sedosa salsa de parmesano y nata con pimienta negra recién molida.',
      },
      fr: {
        name: 'Fettuccine Alfredo',
        description: 'Rubans de fettuccine dans une sauce onctueuse au parmesan et à la crème, relevée de poivre noir concassé.',
      },
      de: {
        name: 'Fettuccine Alfredo',
        description: 'Fettuccine-Bänder in einer seidigen Parmesan-Sahne-Sauce mit grob gemahlenem schwarzem Pfeffer.',
      },
      it: {
        name: 'Fettuccine Alfredo',
        description: 'Nastri di fettuccine in una vellutata salsa di parmigiano e panna, con pepe nero macinato grosso.',
      },
      ar: {
        name: 'فيتوتشيني ألفريدو',
        description: 'شرائط الفيتوتشيني في صلصة ناعمة من البارميزان والكريمة مع فلفل أسود مجروش.',
      },
    },
    'penne-arrabbiata': {
      es: {
        name: 'Penne all’arrabbiata',
        description: 'Penne en una salsa picante de tomate, ajo y guindilla, con perejil por encima.',
      },
      fr: {
        name: 'Penne all’arrabbiata',
        description: 'Penne dans une sauce relevée à la tomate, à l’ail et au piment, parsemées de persil.',
      },
      de: {
        name: 'Penne all’arrabbiata',
        description: 'Penne in einer feurigen Sauce aus Tomaten, Knoblauch und Chili, mit Petersilie bestreut.',
      },
      it: {
        name: 'Penne all’arrabbiata',
        description: 'Penne in un sugo piccante di pomodoro, aglio e peperoncino, con una spolverata di prezzemolo.',
      },
      ar: {
        name: 'بيني أرابياتا',
        description: 'معكرونة بيني في صلصة حارة من الطماطم والثوم والفلفل الحار، مزينة بالبقدونس.',
      },
    },
  },
  categories: {
    pizza: {
      es: { name: 'Pizzas', description: 'Horneadas en piedra, de la Margarita a la de pollo barbacoa.' },
      fr: { name: 'Pizzas', description: 'Cuites sur pierre, de la Margherita au poulet barbecue.' },
      de: { name: 'Pizza', description: 'Im Steinofen gebacken, von Margherita bis BBQ-Hähnchen.' },
      it: { name: 'Pizze', description: 'Cotte su pietra, dalla Margherita al pollo BBQ.' },
      ar: { name: 'بيتزا', description: 'مخبوزة على الحجر، من المارغريتا إلى دجاج الباربيكيو.' },
    },
    burger: {
      es: { name: 'Hamburguesas', description: 'Ternera halal y pollo crujiente en pan tostado.' },
      fr: { name: 'Burgers', description: 'Bœuf halal et poulet croustillant dans des pains toastés.' },
      de: { name: 'Burger', description: 'Halal-Rind und knuspriges Hähnchen in gerösteten Brötchen.' },
      it: { name: 'Burger', description: 'Manzo halal e pollo croccante in panini tostati.' },
      ar: { name: 'برغر', description: 'لحم بقري حلال ودجاج مقرمش في خبز محمص.' },
    },
    sushi: {
      es: { name: 'Sushi', description: 'Rolls y nigiris, preparados al momento.' },
      fr: { name: 'Sushis', description: 'Rolls et nigiris, préparés à la commande.' },
      de: { name: 'Sushi', description: 'Rolls und Nigiri, frisch auf Bestellung zubereitet.' },
      it: { name: 'Sushi', description: 'Roll e nigiri, preparati al momento.' },
      ar: { name: 'سوشي', description: 'رولات ونيغيري، تحضر حسب الطلب.' },
    },
    thali: {
      es: { name: 'Thalis', description: 'Una comida completa en un solo plato.' },
      fr: { name: 'Thalis', description: 'Un repas complet dans une seule assiette.' },
      de: { name: 'Thali', description: 'Eine ganze Mahlzeit auf einem Teller.' },
      it: { name: 'Thali', description: 'Un pasto completo in un solo piatto.' },
      ar: { name: 'ثالي', description: 'وجبة كاملة في طبق واحد.' },
    },
    chicken: {
      es: { name: 'Pollo', description: 'Del tandoor y de la parrilla.' },
      fr: { name: 'Poulet', description: 'Du tandoor et du grill.' },
      de: { name: 'Hähnchen', description: 'Aus dem Tandoor und vom Grill.' },
      it: { name: 'Pollo', description: 'Dal tandoor e dalla griglia.' },
      ar: { name: 'دجاج', description: 'من التنور ومن الشواية.' },
    },
    pasta: {
      es: { name: 'Pasta', description: 'Salsas frescas, preparadas al momento de pedir.' },
      fr: { name: 'Pâtes', description: 'Sauces fraîches, cuisinées à la commande.' },
      de: { name: 'Pasta', description: 'Frische Saucen, zubereitet, sobald Sie bestellen.' },
      it: { name: 'Pasta', description: 'Sughi freschi, cucinati al momento dell’ordine.' },
      ar: { name: 'معكرونة', description: 'صلصات طازجة تطهى عند الطلب.' },
    },
  },
  optionGroups: {
    'pizza-size': {
      es: { name: 'Tamaño' },
      fr: { name: 'Taille' },
      de: { name: 'Größe' },
      it: { name: 'Dimensione' },
      ar: { name: 'الحجم' },
    },
    'pizza-extras': {
      es: { name: 'Extras' },
      fr: { name: 'Suppléments' },
      de: { name: 'Extras' },
      it: { name: 'Aggiunte' },
      ar: { name: 'إضافات' },
    },
    'burger-leave-out': {
      es: { name: 'Quitar' },
      fr: { name: 'À retirer' },
      de: { name: 'Weglassen' },
      it: { name: 'Da togliere' },
      ar: { name: 'بدون' },
    },
  },
  options: {
    'pizza-size-regular': {
      es: { name: 'Normal 10"' },
      fr: { name: 'Normale 10"' },
      de: { name: 'Normal 10"' },
      it: { name: 'Normale 10"' },
      ar: { name: 'عادي 10"' },
    },
    'pizza-size-large': {
      es: { name: 'Grande 14"' },
      fr: { name: 'Grande 14"' },
      de: { name: 'Groß 14"' },
      it: { name: 'Grande 14"' },
      ar: { name: 'كبير 14"' },
    },
    'pizza-extras-mozzarella': {
      es: { name: 'Mozzarella extra' },
      fr: { name: 'Supplément mozzarella' },
      de: { name: 'Extra Mozzarella' },
      it: { name: 'Mozzarella extra' },
      ar: { name: 'موتزاريلا إضافية' },
    },
    'pizza-extras-olives': {
      es: { name: 'Aceitunas' },
      fr: { name: 'Olives' },
      de: { name: 'Oliven' },
      it: { name: 'Olive' },
      ar: { name: 'زيتون' },
    },
    'pizza-extras-jalapenos': {
      es: { name: 'Jalapeños' },
      fr: { name: 'Jalapeños' },
      de: { name: 'Jalapeños' },
      it: { name: 'Jalapeños' },
      ar: { name: 'هالابينو' },
    },
    'pizza-extras-mushrooms': {
      es: { name: 'Champiñones' },
      fr: { name: 'Champignons' },
      de: { name: 'Champignons' },
      it: { name: 'Funghi' },
      ar: { name: 'فطر' },
    },
    'pizza-extras-truffle-oil': {
      es: { name: 'Aceite de trufa' },
      fr: { name: 'Huile de truffe' },
      de: { name: 'Trüffelöl' },
      it: { name: 'Olio al tartufo' },
      ar: { name: 'زيت الكمأة' },
    },
    'burger-leave-out-pickles': {
      es: { name: 'Sin pepinillos' },
      fr: { name: 'Sans cornichons' },
      de: { name: 'Ohne Gewürzgurken' },
      it: { name: 'Senza cetriolini' },
      ar: { name: 'بدون مخلل' },
    },
    'burger-leave-out-onions': {
      es: { name: 'Sin cebolla' },
      fr: { name: 'Sans oignons' },
      de: { name: 'Ohne Zwiebeln' },
      it: { name: 'Senza cipolla' },
      ar: { name: 'بدون بصل' },
    },
    'burger-leave-out-sauce': {
      es: { name: 'Sin salsa' },
      fr: { name: 'Sans sauce' },
      de: { name: 'Ohne Sauce' },
      it: { name: 'Senza salsa' },
      ar: { name: 'بدون صلصة' },
    },
  },
};
