/** The lexicon: workwear and safety terms in both languages (a term's letter follows its name in each language). */
import type { Texts } from '../catalog/data'

export interface LexiconDef {
  key: string
  name: Texts
  /** One sentence: the list shows it, search engines get it as the description. */
  description: Texts
  /** The entry page's body, HTML. */
  content: Texts
}

const entry = (
  key: string,
  name: [string, string],
  description: [string, string],
  content: [string, string],
): LexiconDef => ({
  key,
  name: { 'de-DE': name[0], 'en-GB': name[1] },
  description: { 'de-DE': description[0], 'en-GB': description[1] },
  content: { 'de-DE': content[0], 'en-GB': content[1] },
})

export const LEXICON: LexiconDef[] = [
  entry(
    'en-iso-20345',
    ['EN ISO 20345', 'EN ISO 20345'],
    [
      'Die Norm für Sicherheitsschuhe mit Zehenschutzkappe, die einem Aufprall von 200 Joule standhält.',
      'The standard for safety footwear with a toe cap that withstands an impact of 200 joules.',
    ],
    [
      '<p>EN ISO 20345 legt die Grundanforderungen an Sicherheitsschuhe fest. Kern ist die Zehenschutzkappe, geprüft mit 200 Joule Aufprallenergie und 15 Kilonewton Druck.</p><p>Zusatzanforderungen werden mit Kurzzeichen angegeben, etwa S1P oder S3. Die Kennzeichnung steht in der Zunge oder im Schaft des Schuhs.</p>',
      '<p>EN ISO 20345 sets the basic requirements for safety footwear. At its heart is the toe cap, tested with 200 joules of impact energy and 15 kilonewtons of compression.</p><p>Additional requirements are shown by codes such as S1P or S3. The marking is found on the tongue or shaft of the shoe.</p>',
    ],
  ),
  entry(
    's1p',
    ['S1P', 'S1P'],
    [
      'Sicherheitsschuh mit geschlossenem Fersenbereich, Antistatik, Energieaufnahme im Fersenbereich und Durchtrittschutz.',
      'Safety shoe with closed heel, antistatic properties, energy absorption in the heel and puncture resistance.',
    ],
    [
      '<p>S1P-Schuhe erfüllen alle Anforderungen der Klasse S1 und haben zusätzlich einen durchtrittsicheren Zwischensohlenschutz. Sie eignen sich für trockene Arbeitsbereiche wie Lager und Logistik.</p>',
      '<p>S1P shoes meet all requirements of class S1 and add a puncture-resistant midsole. They suit dry work areas such as warehouses and logistics.</p>',
    ],
  ),
  entry(
    's3',
    ['S3', 'S3'],
    [
      'Sicherheitsschuh wie S2, dazu Durchtrittschutz und profilierte Laufsohle – der Standard auf Baustellen.',
      'Safety shoe like S2 plus puncture resistance and a cleated outsole – the standard on building sites.',
    ],
    [
      '<p>S3 steht für einen wasserabweisenden Schuh mit Durchtrittschutz und profilierter Sohle. Wer im Freien, auf Baustellen oder auf nassem Untergrund arbeitet, greift zu S3.</p>',
      '<p>S3 stands for a water-resistant shoe with puncture resistance and a cleated sole. Anyone working outdoors, on building sites or on wet ground chooses S3.</p>',
    ],
  ),
  entry(
    'src',
    ['SRC', 'SRC'],
    [
      'Kennzeichnung für Rutschhemmung auf Keramikfliesen und Stahlboden.',
      'Marking for slip resistance on ceramic tiles and steel floors.',
    ],
    [
      '<p>SRC kombiniert die Prüfungen SRA (Keramikfliese mit Reinigungsmittel) und SRB (Stahlboden mit Glycerin). Seit der Neufassung der Norm 2022 ist die Rutschhemmung Grundanforderung.</p>',
      '<p>SRC combines the SRA test (ceramic tile with detergent) and the SRB test (steel floor with glycerine). Since the 2022 revision of the standard, slip resistance is a basic requirement.</p>',
    ],
  ),
  entry(
    'esd',
    ['ESD', 'ESD'],
    [
      'Elektrostatische Entladung: ESD-Schuhe und -Kleidung leiten Ladung kontrolliert ab.',
      'Electrostatic discharge: ESD shoes and clothing dissipate charge in a controlled way.',
    ],
    [
      '<p>In der Elektronikfertigung können schon kleine Entladungen Bauteile zerstören. ESD-Ausrüstung hält den Ableitwiderstand in einem festgelegten Bereich.</p>',
      '<p>In electronics manufacturing even small discharges can destroy components. ESD equipment keeps the leakage resistance within a defined range.</p>',
    ],
  ),
  entry(
    'en-388',
    ['EN 388', 'EN 388'],
    [
      'Die Norm für Schutzhandschuhe gegen mechanische Risiken: Abrieb, Schnitt, Weiterreißen und Durchstich.',
      'The standard for protective gloves against mechanical risks: abrasion, cut, tear and puncture.',
    ],
    [
      '<p>Das Piktogramm eines Handschuhs nach EN 388 trägt bis zu sechs Kennziffern. Die Buchstaben A bis F geben den Schnittschutz nach dem TDM-Verfahren an, ein P steht für bestandenen Stoßschutz.</p>',
      '<p>The pictogram of a glove to EN 388 carries up to six codes. The letters A to F give cut resistance by the TDM method, a P stands for passed impact protection.</p>',
    ],
  ),
  entry(
    'en-iso-20471',
    ['EN ISO 20471', 'EN ISO 20471'],
    [
      'Die Norm für hochsichtbare Warnschutzkleidung bei Tag, in der Dämmerung und bei Nacht.',
      'The standard for high-visibility clothing by day, at dusk and at night.',
    ],
    [
      '<p>EN ISO 20471 regelt Farbe und Leuchtkraft des fluoreszierenden Materials sowie Fläche und Anordnung der Reflexstreifen. Daraus ergibt sich die Warnschutzklasse 1, 2 oder 3.</p>',
      '<p>EN ISO 20471 governs the colour and luminance of the fluorescent material and the area and layout of the reflective tape. Together they give the visibility class 1, 2 or 3.</p>',
    ],
  ),
  entry(
    'warnschutzklasse',
    ['Warnschutzklasse', 'High-visibility class'],
    [
      'Stufe 1 bis 3 nach EN ISO 20471: je höher, desto mehr sichtbare Fläche.',
      'Class 1 to 3 to EN ISO 20471: the higher, the more visible area.',
    ],
    [
      '<p>Klasse 3 verlangt mindestens 0,80 m² fluoreszierendes Material und 0,20 m² Reflexstreifen – etwa eine Warnschutzjacke mit langen Ärmeln. Für Arbeiten an Straßen mit schnellem Verkehr ist Klasse 3 üblich.</p>',
      '<p>Class 3 requires at least 0.80 m² of fluorescent material and 0.20 m² of reflective tape – for example a hi-vis jacket with long sleeves. Class 3 is usual for work next to fast traffic.</p>',
    ],
  ),
  entry(
    'en-397',
    ['EN 397', 'EN 397'],
    [
      'Die Norm für Industrieschutzhelme gegen herabfallende Gegenstände.',
      'The standard for industrial safety helmets against falling objects.',
    ],
    [
      '<p>Helme nach EN 397 dämpfen Stöße von oben und widerstehen Durchdringung. Zusatzanforderungen wie Kälte bis −30 °C oder elektrische Isolierung stehen im Helm.</p>',
      '<p>Helmets to EN 397 absorb impacts from above and resist penetration. Optional requirements such as cold down to −30 °C or electrical insulation are marked inside the helmet.</p>',
    ],
  ),
  entry(
    'anstosskappe',
    ['Anstoßkappe', 'Bump cap'],
    [
      'Leichter Kopfschutz nach EN 812 gegen Anstoßen, kein Ersatz für einen Schutzhelm.',
      'Light head protection to EN 812 against bumps, no substitute for a safety helmet.',
    ],
    [
      '<p>Anstoßkappen schützen beim Arbeiten unter Fahrzeugen, in Regalen oder engen Schächten. Gegen herabfallende Lasten schützen sie nicht; dort ist ein Helm nach EN 397 Pflicht.</p>',
      '<p>Bump caps protect when working under vehicles, between shelves or in tight shafts. They do not protect against falling loads; there a helmet to EN 397 is mandatory.</p>',
    ],
  ),
  entry(
    'zehenschutzkappe',
    ['Zehenschutzkappe', 'Toe cap'],
    [
      'Kappe aus Stahl, Aluminium oder Kunststoff, die die Zehen vor Stoß und Quetschung schützt.',
      'A cap of steel, aluminium or composite that protects the toes from impact and crushing.',
    ],
    [
      '<p>Alle Sicherheitsschuhe haben eine Zehenschutzkappe. Kunststoffkappen sind leichter und leiten keine Kälte, Stahlkappen sind schlanker.</p>',
      '<p>All safety shoes have a toe cap. Composite caps are lighter and do not conduct cold, steel caps are slimmer.</p>',
    ],
  ),
  entry(
    'durchtrittschutz',
    ['Durchtrittschutz', 'Puncture resistance'],
    [
      'Eine Zwischensohle, die Nägel und Scherben von unten abhält.',
      'A midsole that stops nails and shards from below.',
    ],
    [
      '<p>Der Durchtrittschutz besteht aus Stahl oder Textil. Textile Einlagen sind flexibel und decken die ganze Sohle ab, Stahl hält auch dünne Nägel sicher auf.</p>',
      '<p>Puncture protection is made of steel or textile. Textile inserts are flexible and cover the whole sole, steel reliably stops thin nails too.</p>',
    ],
  ),
  entry(
    'softshell',
    ['Softshell', 'Softshell'],
    [
      'Elastisches, winddichtes und wasserabweisendes Gewebe mit weicher Innenseite.',
      'Stretchy, windproof and water-repellent fabric with a soft inner side.',
    ],
    [
      '<p>Softshell verbindet eine dichte Außenschicht mit einer Membran und einem angerauten Innenfutter. Softshelljacken sind atmungsaktiv und eignen sich für Übergangszeiten und aktive Arbeit.</p>',
      '<p>Softshell combines a dense outer layer with a membrane and a brushed lining. Softshell jackets are breathable and suit spring, autumn and active work.</p>',
    ],
  ),
  entry(
    'cordura',
    ['Cordura', 'Cordura'],
    [
      'Besonders abriebfestes Polyamidgewebe für stark beanspruchte Stellen wie Knie und Taschen.',
      'Highly abrasion-resistant polyamide fabric for heavily used areas such as knees and pockets.',
    ],
    [
      '<p>Cordura ist ein Markengewebe aus texturiertem Polyamid. In Arbeitshosen verstärkt es Kniepolstertaschen und Holstertaschen, die sonst als erstes verschleißen.</p>',
      '<p>Cordura is a branded fabric of textured polyamide. In work trousers it reinforces knee pad pockets and holster pockets, which otherwise wear out first.</p>',
    ],
  ),
  entry(
    'ripstop',
    ['Ripstop', 'Ripstop'],
    [
      'Gewebe mit eingewebtem Gitter aus kräftigeren Fäden, das Risse am Weiterreißen hindert.',
      'Fabric with a woven grid of stronger threads that stops tears from spreading.',
    ],
    [
      '<p>Am karierten Muster ist Ripstop leicht zu erkennen. Es macht leichte Stoffe robust, etwa bei Sommerhosen und Shorts.</p>',
      '<p>Ripstop is easy to recognise by its chequered pattern. It makes light fabrics tough, for example in summer trousers and shorts.</p>',
    ],
  ),
  entry(
    'membran',
    ['Membran', 'Membrane'],
    [
      'Dünne Schicht, die Wasser abhält und Wasserdampf nach außen lässt.',
      'A thin layer that keeps water out and lets water vapour escape.',
    ],
    [
      '<p>Membranen in Jacken und Schuhen halten Regen ab und lassen Schweiß als Dampf entweichen. Wie dicht sie sind, gibt die Wassersäule an.</p>',
      '<p>Membranes in jackets and shoes keep rain out and let sweat escape as vapour. How waterproof they are is given by the water column.</p>',
    ],
  ),
  entry(
    'wassersaeule',
    ['Wassersäule', 'Water column'],
    [
      'Maß für Wasserdichtheit: die Höhe einer Wassersäule in Millimetern, der ein Stoff standhält.',
      'Measure of waterproofness: the height of a column of water in millimetres a fabric withstands.',
    ],
    [
      '<p>Ab etwa 1.300 mm gilt ein Stoff als wasserdicht. Regenjacken für den Außeneinsatz erreichen oft 8.000 mm und mehr.</p>',
      '<p>From about 1,300 mm a fabric counts as waterproof. Rain jackets for outdoor work often reach 8,000 mm and more.</p>',
    ],
  ),
  entry(
    'kniepolstertasche',
    ['Kniepolstertasche', 'Knee pad pocket'],
    [
      'Tasche im Hosenbein, die Kniepolster nach EN 14404 in der richtigen Höhe hält.',
      'A pocket in the trouser leg that holds knee pads to EN 14404 at the right height.',
    ],
    [
      '<p>Wer viel kniet, schützt seine Gelenke mit Kniepolstern. Die Tasche hält sie fest; bei vielen Hosen lässt sich die Höhe verstellen.</p>',
      '<p>Anyone who kneels a lot protects their joints with knee pads. The pocket keeps them in place; on many trousers the height can be adjusted.</p>',
    ],
  ),
  entry(
    'psa',
    ['PSA', 'PPE'],
    [
      'Persönliche Schutzausrüstung: alles, was Beschäftigte am Körper gegen Gefahren tragen.',
      'Personal protective equipment: everything workers wear on the body against hazards.',
    ],
    [
      '<p>PSA reicht vom Sicherheitsschuh über Handschuhe und Gehörschutz bis zum Helm. Sie wird nach der Verordnung (EU) 2016/425 in drei Kategorien eingeteilt.</p>',
      '<p>PPE ranges from safety shoes to gloves, hearing protection and helmets. Regulation (EU) 2016/425 divides it into three categories.</p>',
    ],
  ),
  entry(
    'oeko-tex',
    ['Oeko-Tex Standard 100', 'Oeko-Tex Standard 100'],
    [
      'Prüfsiegel für Textilien, die auf Schadstoffe getestet wurden.',
      'Label for textiles tested for harmful substances.',
    ],
    [
      '<p>Das Siegel bestätigt, dass jeder Bestandteil eines Kleidungsstücks – Stoff, Faden, Knöpfe – auf Schadstoffe geprüft wurde.</p>',
      '<p>The label confirms that every part of a garment – fabric, thread, buttons – has been tested for harmful substances.</p>',
    ],
  ),
  entry(
    'latzhose',
    ['Latzhose', 'Bib trousers'],
    [
      'Arbeitshose mit Brustlatz und Trägern, die den Rücken bedeckt und viel Stauraum bietet.',
      'Work trousers with a bib and braces that cover the back and offer lots of storage.',
    ],
    [
      '<p>Latzhosen rutschen nicht und schützen den Rücken beim Bücken. Die Brusttasche hält Stifte, Zollstock und Telefon griffbereit.</p>',
      '<p>Bib trousers do not slip and cover the back when bending. The chest pocket keeps pens, folding rule and phone to hand.</p>',
    ],
  ),
]
