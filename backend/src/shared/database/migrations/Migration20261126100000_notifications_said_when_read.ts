import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications of ours are kept as a message key and its values (`text`) and said in the
 * reader's language when read. Rows written before were stored as text in their recipient's
 * language then; this reads them back into key and values with the templates those texts were
 * written from (frozen here as they were, in English, Hindi and Gujarati), so old notifications
 * follow a language switch too. A row that matches none keeps its text as written.
 */
const TEMPLATES: Record<string, { key: string; texts: string[] }> = {
  order_placed: {
    key: 'NOTIFY.ORDER_PLACED',
    texts: [
      'New order request for {crop}: {buyer} wants {quantity} {unit} for ₹{total}',
      '{crop} के लिए नया ऑर्डर अनुरोध: {buyer} ₹{total} में {quantity} {unit} खरीदना चाहते हैं',
      '{crop} માટે નવી ઓર્ડર વિનંતી: {buyer} ₹{total} માં {quantity} {unit} ખરીદવા માંગે છે',
    ],
  },
  order_accepted: {
    key: 'NOTIFY.ORDER_ACCEPTED',
    texts: [
      'Your order for {crop} was accepted',
      '{crop} के लिए आपका ऑर्डर स्वीकार कर लिया गया',
      '{crop} માટેનો તમારો ઓર્ડર સ્વીકારાયો',
    ],
  },
  order_rejected: {
    key: 'NOTIFY.ORDER_REJECTED',
    texts: [
      'Your order for {crop} was rejected',
      '{crop} के लिए आपका ऑर्डर अस्वीकार कर दिया गया',
      '{crop} માટેનો તમારો ઓર્ડર નામંજૂર થયો',
    ],
  },
  order_cancelled: {
    key: 'NOTIFY.ORDER_CANCELLED',
    texts: [
      'The order for {crop} was cancelled by the buyer',
      '{crop} का ऑर्डर खरीदने वाले ने रद्द कर दिया',
      '{crop} નો ઓર્ડર ખરીદનારે રદ કર્યો',
    ],
  },
};

/** Values that were themselves texts of ours, in the three languages. */
const OUR_WORDS: Record<string, string> = {
  'A buyer': 'NOTIFY.A_BUYER',
  'एक खरीदार': 'NOTIFY.A_BUYER',
  'એક ખરીદનાર': 'NOTIFY.A_BUYER',
  'your crop': 'NOTIFY.YOUR_CROP',
  'आपकी फसल': 'NOTIFY.YOUR_CROP',
  'તમારો પાક': 'NOTIFY.YOUR_CROP',
};

/** Units as they were said, back to their codes (`{unit}` is looked up as UNIT.<code>). */
const UNITS: Record<string, string> = {
  kg: 'kg',
  lb: 'lb',
  bunch: 'bunch',
  each: 'each',
  dozen: 'dozen',
  किलो: 'kg',
  पाउंड: 'lb',
  गुच्छा: 'bunch',
  नग: 'each',
  दर्जन: 'dozen',
  કિલો: 'kg',
  પાઉન્ડ: 'lb',
  ઝૂમખું: 'bunch',
  નંગ: 'each',
  ડઝન: 'dozen',
};

type Param = string | { key: string };

/** The values of `template`'s placeholders in `message`, or null when it was not written from it. */
export function readBack(template: string, message: string): Record<string, Param> | null {
  const names: string[] = [];
  const pattern = template
    .split(/\{(\w+)\}/)
    .map((part, i) => {
      if (i % 2 === 1) {
        names.push(part);
        return '(.+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const match = new RegExp(`^${pattern}$`, 's').exec(message);
  if (!match) return null;
  const params: Record<string, Param> = {};
  names.forEach((name, i) => {
    const value = match[i + 1]!;
    if (name === 'unit') params[name] = UNITS[value] ?? value;
    else if (OUR_WORDS[value]) params[name] = { key: OUR_WORDS[value] };
    else params[name] = value;
  });
  return params;
}

export class Migration20261126100000_notifications_said_when_read extends Migration {
  override async up(): Promise<void> {
    await this.execute(`alter table "notifications" add column "text" jsonb null;`);
    const rows = (await this.execute(
      `select id, kind, message from notifications where kind <> 'message'`,
    )) as { id: string; kind: string; message: string }[];
    for (const row of rows) {
      const template = TEMPLATES[row.kind];
      if (!template) continue;
      for (const text of template.texts) {
        const params = readBack(text, row.message);
        if (!params) continue;
        await this.execute(`update notifications set text = ?::jsonb where id = ?`, [
          JSON.stringify({ key: template.key, params }),
          row.id,
        ]);
        break;
      }
    }
  }

  override async down(): Promise<void> {
    await this.execute(`alter table "notifications" drop column "text";`);
  }
}
