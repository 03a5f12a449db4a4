/** The blog: a handful of guides from the shop's safety experts, in both languages, newest first. */
import type { Texts } from '../catalog/data'

export interface BlogDef {
  key: string
  /** The post's SEO slug per locale (below blog/). */
  slug: Texts
  title: Texts
  teaser: Texts
  content: Texts
  author: string
  publishedAt: string
  cover: { shape: string; colour: string }
}

const post = (
  key: string,
  publishedAt: string,
  author: string,
  cover: BlogDef['cover'],
  slug: [string, string],
  title: [string, string],
  teaser: [string, string],
  content: [string, string],
): BlogDef => ({
  key,
  publishedAt,
  author,
  cover,
  slug: { 'de-DE': slug[0], 'en-GB': slug[1] },
  title: { 'de-DE': title[0], 'en-GB': title[1] },
  teaser: { 'de-DE': teaser[0], 'en-GB': teaser[1] },
  content: { 'de-DE': content[0], 'en-GB': content[1] },
})

export const BLOG: BlogDef[] = [
  post(
    'sicherheitsschuhe-auswaehlen',
    '2026-03-18T08:00:00.000Z',
    'Jana Becker',
    { shape: 'shoe', colour: '#1d1d1b' },
    ['sicherheitsschuhe-richtig-auswaehlen', 'choosing-safety-shoes'],
    ['Sicherheitsschuhe richtig auswählen: S1P, S2 oder S3?', 'Choosing safety shoes: S1P, S2 or S3?'],
    [
      'Welche Schutzklasse brauchen Sie wirklich? Ein Überblick über die Kennzeichnungen nach EN ISO 20345 und wo welcher Schuh hingehört.',
      'Which protection class do you really need? An overview of the EN ISO 20345 markings and where each shoe belongs.',
    ],
    [
      '<p>Jeder Sicherheitsschuh hat eine Zehenschutzkappe. Was ihn darüber hinaus auszeichnet, verraten die Kurzzeichen auf der Zunge.</p><h2>S1P für trockene Hallen</h2><p>S1P-Schuhe sind leicht, antistatisch und durchtrittsicher. In Lager, Logistik und Montage sind sie die erste Wahl.</p><h2>S3 für draußen</h2><p>Auf der Baustelle kommen Nässe und Schmutz dazu. S3-Schuhe sind wasserabweisend und haben eine profilierte Sohle, die auch auf losem Untergrund greift.</p><h2>Die richtige Größe</h2><p>Messen Sie Ihre Fußlänge am Abend und vergleichen Sie sie mit unserer <a href="/informationen/groessentabelle">Größentabelle</a>.</p>',
      '<p>Every safety shoe has a toe cap. What sets it apart beyond that is told by the codes on the tongue.</p><h2>S1P for dry halls</h2><p>S1P shoes are light, antistatic and puncture-resistant. In warehouses, logistics and assembly they are the first choice.</p><h2>S3 for outdoors</h2><p>On building sites, wet and dirt come on top. S3 shoes are water-resistant and have a cleated sole that grips on loose ground too.</p><h2>The right size</h2><p>Measure your foot length in the evening and compare it with our <a href="/en-GB/information/size-chart">size chart</a>.</p>',
    ],
  ),
  post(
    'warnschutz-winter',
    '2026-01-20T08:00:00.000Z',
    'Murat Yılmaz',
    { shape: 'vest', colour: '#f2d413' },
    ['warnschutz-im-winter', 'high-visibility-in-winter'],
    ['Warnschutz im Winter: gesehen werden bei Dunkelheit', 'High visibility in winter: being seen in the dark'],
    [
      'Im Winter beginnt und endet die Schicht oft im Dunkeln. So wählen Sie Warnschutzkleidung, die auch bei Regen und Kälte sichtbar bleibt.',
      'In winter, shifts often start and end in the dark. How to choose high-visibility clothing that stays visible in rain and cold.',
    ],
    [
      '<p>Fluoreszierende Farben wirken bei Tageslicht, Reflexstreifen bei Scheinwerferlicht. Im Winter brauchen Sie beides.</p><h2>Die Warnschutzklasse zählt</h2><p>Eine Weste der Klasse 2 über der dunklen Winterjacke reicht oft nicht: Erst mit langen Ärmeln und Hose erreichen Sie Klasse 3.</p><h2>Pflege erhält die Wirkung</h2><p>Reflexstreifen verlieren mit jeder Wäsche an Leuchtkraft. Das Etikett nennt, wie oft ein Kleidungsstück gewaschen werden darf.</p>',
      '<p>Fluorescent colours work in daylight, reflective tape in headlights. In winter you need both.</p><h2>The visibility class matters</h2><p>A class 2 vest over a dark winter jacket is often not enough: only with long sleeves and trousers do you reach class 3.</p><h2>Care keeps the effect</h2><p>Reflective tape loses brightness with every wash. The label says how often a garment may be washed.</p>',
    ],
  ),
  post(
    'schnittschutz-en-388',
    '2025-11-05T08:00:00.000Z',
    'Jana Becker',
    { shape: 'glove', colour: '#5b6236' },
    ['schnittschutzhandschuhe-en-388', 'cut-resistant-gloves-en-388'],
    ['Schnittschutzhandschuhe: EN 388 verständlich erklärt', 'Cut-resistant gloves: EN 388 explained'],
    [
      'Vier Ziffern, ein Buchstabe und manchmal ein P: So lesen Sie das Piktogramm auf Schutzhandschuhen.',
      'Four digits, a letter and sometimes a P: how to read the pictogram on protective gloves.',
    ],
    [
      '<p>Das Piktogramm nach EN 388 zeigt die Leistungsstufen gegen Abrieb, Schnitt (Coup-Test), Weiterreißen und Durchstich.</p><h2>Der Buchstabe zählt beim Schnitt</h2><p>Seit 2016 gibt der TDM-Test den Schnittschutz in Stufen von A bis F an. Für Blech und Glas empfehlen sich mindestens Stufe C.</p><h2>Passform ist Schutz</h2><p>Ein zu großer Handschuh bleibt hängen. Die passende Größe finden Sie über den Handumfang.</p>',
      '<p>The EN 388 pictogram shows the performance levels against abrasion, cut (coup test), tear and puncture.</p><h2>The letter counts for cut</h2><p>Since 2016 the TDM test has given cut resistance in levels A to F. For sheet metal and glass, level C or higher is advisable.</p><h2>Fit is protection</h2><p>A glove that is too large gets caught. Find the right size by your hand circumference.</p>',
    ],
  ),
  post(
    'arbeitskleidung-pflegen',
    '2025-09-12T08:00:00.000Z',
    'Sabine Krüger',
    { shape: 'trousers', colour: '#1f2a44' },
    ['arbeitskleidung-waschen-und-pflegen', 'washing-and-caring-for-workwear'],
    ['Arbeitskleidung richtig waschen und pflegen', 'Washing and caring for workwear'],
    [
      'Mit der richtigen Pflege hält Arbeitskleidung länger und behält ihre Schutzwirkung. Unsere Tipps für Waschmaschine und Trockner.',
      'With the right care, workwear lasts longer and keeps its protective effect. Our tips for washing machine and dryer.',
    ],
    [
      '<p>Das Pflegeetikett ist verbindlich: Bei Warnschutz und Schutzkleidung hängt davon ab, ob die Norm nach der Wäsche noch erfüllt ist.</p><h2>Auf links und mit geschlossenen Reißverschlüssen</h2><p>So schonen Sie Reflexstreifen und Knöpfe. Weichspüler verschlechtert die Atmungsaktivität von Membranen.</p><h2>Imprägnieren</h2><p>Softshell und Regenjacken brauchen nach einigen Wäschen eine neue Imprägnierung, damit Wasser wieder abperlt.</p>',
      '<p>The care label is binding: for high-visibility and protective clothing, it decides whether the standard is still met after washing.</p><h2>Inside out with zips closed</h2><p>This protects reflective tape and buttons. Fabric softener reduces the breathability of membranes.</p><h2>Reproofing</h2><p>Softshell and rain jackets need reproofing after a few washes so that water beads off again.</p>',
    ],
  ),
  post(
    'zwiebelprinzip',
    '2025-06-30T08:00:00.000Z',
    'Murat Yılmaz',
    { shape: 'jacket', colour: '#7a7d80' },
    ['softshell-oder-winterjacke', 'softshell-or-winter-jacket'],
    [
      'Softshell oder Winterjacke? Das Zwiebelprinzip auf der Baustelle',
      'Softshell or winter jacket? Layering on site',
    ],
    [
      'Wer drinnen und draußen arbeitet, friert und schwitzt im Wechsel. Mit drei Schichten bleiben Sie flexibel.',
      'Working indoors and out means freezing and sweating in turn. Three layers keep you flexible.',
    ],
    [
      '<p>Eine Funktionsschicht transportiert Schweiß von der Haut weg, eine Fleece- oder Softshelljacke wärmt, eine Außenjacke hält Wind und Regen ab.</p><h2>Softshell für bewegte Tage</h2><p>Softshell ist elastisch und atmungsaktiv – ideal, solange es nicht stundenlang regnet.</p><h2>Winterjacke für Standzeiten</h2><p>Wer lange steht, etwa beim Einweisen, braucht die Wärme einer gefütterten Jacke.</p>',
      '<p>A base layer moves sweat away from the skin, a fleece or softshell jacket keeps you warm, an outer jacket stops wind and rain.</p><h2>Softshell for active days</h2><p>Softshell is stretchy and breathable – ideal as long as it does not rain for hours.</p><h2>Winter jacket for standing still</h2><p>Anyone who stands for long, for example when guiding vehicles, needs the warmth of a padded jacket.</p>',
    ],
  ),
  post(
    'helm-oder-anstosskappe',
    '2025-04-14T08:00:00.000Z',
    'Sabine Krüger',
    { shape: 'helmet', colour: '#ffffff' },
    ['helm-oder-anstosskappe', 'helmet-or-bump-cap'],
    ['Kopfschutz: Wann Helm, wann Anstoßkappe?', 'Head protection: helmet or bump cap?'],
    [
      'Beide schützen den Kopf, aber nicht vor denselben Gefahren. Ein Vergleich von EN 397 und EN 812.',
      'Both protect the head, but not against the same hazards. A comparison of EN 397 and EN 812.',
    ],
    [
      '<p>Ein Industrieschutzhelm nach EN 397 schützt vor herabfallenden Gegenständen. Eine Anstoßkappe nach EN 812 nur vor dem Anstoßen an feste Kanten.</p><h2>Wo Lasten bewegt werden, ist der Helm Pflicht</h2><p>Auf Baustellen und unter Kränen reicht eine Anstoßkappe nie.</p><h2>Tragezeit beachten</h2><p>Helme aus Kunststoff altern durch UV-Licht. Das Herstelldatum ist im Helm eingeprägt.</p>',
      '<p>An industrial safety helmet to EN 397 protects against falling objects. A bump cap to EN 812 only protects against bumping into fixed edges.</p><h2>Where loads move, a helmet is mandatory</h2><p>On building sites and under cranes a bump cap is never enough.</p><h2>Mind the service life</h2><p>Plastic helmets age in UV light. The date of manufacture is embossed inside the helmet.</p>',
    ],
  ),
]
