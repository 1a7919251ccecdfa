import sharp from 'sharp';
import request from 'supertest';
import { signUpAndLogIn, type TestUser } from '../support/accounts';
import { apiDatabaseTargets } from '../support/database-targets';
import { syntheticLeaf } from '../support/leaf-images';
import { codesMailed } from '../support/accounts';
import { outboxMailTextsTo } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(apiDatabaseTargets)('server texts in English, Hindi and Gujarati on %s', (target) => {
  let t: TestApp;
  let hindiSeller: TestUser;
  let gujaratiBuyer: TestUser;
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });
  const missingUser = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    t = await startTestApp(target);
    hindiSeller = await signUpAndLogIn(t, { name: 'Ramesh', language: 'Hindi' });
    gujaratiBuyer = await signUpAndLogIn(t, { name: 'Kanu', language: 'Gujarati' });
  });
  afterAll(() => t.close());

  describe('errors follow Accept-Language', () => {
    it('keeps the English texts exactly as they were', async () => {
      const res = await request(t.http)
        .post('/api/auth/signup')
        .send({ name: ' ', mobile: '9876543210' })
        .expect(400);
      expect(res.body.message).toContain('Please fill in your name');
      expect(res.body.message).toContain('Please fill in your confirmPassword');
      const login = await request(t.http)
        .post('/api/auth/login')
        .set('Accept-Language', 'en-IN')
        .send({ mobile: '9000000000', password: 'wrong-password' })
        .expect(401);
      expect(login.body.message).toBe('Invalid phone number or password.');
    });

    it('says validation errors in Hindi, field by field', async () => {
      const res = await request(t.http)
        .post('/api/auth/signup')
        .set('Accept-Language', 'hi-IN,hi;q=0.9,en;q=0.8')
        .send({ name: ' ', mobile: '9876543210' })
        .expect(400);
      expect(res.headers['content-language']).toBe('hi');
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.message).toContain('कृपया अपना नाम भरें');
      expect(res.body.message).toContain('कृपया पासवर्ड की पुष्टि भरें');
      expect(res.body.message).not.toMatch(/Please fill in/);
      expect(res.body.errors).toContainEqual({ field: 'email', message: 'कृपया अपना ईमेल भरें' });
    });

    it('says not-found and 401 in Hindi, and in Gujarati', async () => {
      const notFound = await request(t.http)
        .get(`/api/auth/users/${missingUser}`)
        .set(auth(hindiSeller))
        .set('Accept-Language', 'hi')
        .expect(403);
      expect(notFound.body.message).toBe('आप केवल अपना खाता देख और बदल सकते हैं');

      const crop = await request(t.http)
        .get(`/api/crops/${missingUser}`)
        .set(auth(hindiSeller))
        .set('Accept-Language', 'hi')
        .expect(404);
      expect(crop.body).toMatchObject({ code: 'CROP.NOT_FOUND', message: 'फसल नहीं मिली' });

      const cropGu = await request(t.http)
        .get(`/api/crops/${missingUser}`)
        .set(auth(gujaratiBuyer))
        .set('Accept-Language', 'gu-IN')
        .expect(404);
      expect(cropGu.body.message).toBe('પાક મળ્યો નહીં');

      const noLogin = await request(t.http)
        .get('/api/orders')
        .set('Accept-Language', 'hi')
        .expect(401);
      expect(noLogin.body).toMatchObject({
        statusCode: 401,
        code: 'AUTH.REQUIRED',
        message: 'आगे बढ़ने के लिए कृपया लॉग इन करें',
      });

      const login = await request(t.http)
        .post('/api/auth/login')
        .set('Accept-Language', 'gu')
        .send({ mobile: '9000000000', password: 'wrong-password' })
        .expect(401);
      expect(login.body.message).toBe('ફોન નંબર અથવા પાસવર્ડ ખોટો છે.');
    });

    it('says Gujarati validation texts, with class-validator values filled in', async () => {
      const res = await request(t.http)
        .post('/api/auth/signup')
        .set('Accept-Language', 'gu')
        .send({
          name: 'x'.repeat(101),
          mobile: '9876543210',
          email: 'not-an-email',
          password: 'kharif-season-2026',
          confirmPassword: 'kharif-season-2026',
          state: 'Gujarat',
          address: 'Anand',
          language: 'Marathi',
        })
        .expect(400);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'name', message: 'નામમાં વધુમાં વધુ 100 અક્ષરો હોઈ શકે' },
          { field: 'email', message: 'કૃપા કરીને સાચું ઈમેલ સરનામું લખો' },
          { field: 'language', message: 'ભાષા આમાંથી એક હોવું જોઈએ: English, Hindi, Gujarati' },
        ]),
      );
    });

    it("falls back to the caller's profile language without Accept-Language", async () => {
      const res = await request(t.http)
        .get(`/api/crops/${missingUser}`)
        .set(auth(hindiSeller))
        .expect(404);
      expect(res.body.message).toBe('फसल नहीं मिली');
    });

    it('translates body-parser and unknown-route errors, never a 500', async () => {
      const bad = await request(t.http)
        .post('/api/auth/login')
        .set('Accept-Language', 'hi')
        .set('Content-Type', 'application/json')
        .send('{"mobile": ')
        .expect(400);
      expect(bad.body.message).toBe('भेजी गई जानकारी सही JSON नहीं है');
      const missing = await request(t.http)
        .get('/api/no-such-thing')
        .set('Accept-Language', 'gu')
        .expect(404);
      expect(missing.body.message).toBe('આ મળ્યું નહીં');
    });
  });

  describe('answers, notifications and mails', () => {
    it("writes the seller's new-order notification in the seller's language (Hindi)", async () => {
      const crop = await request(t.http)
        .post('/api/crops/add')
        .set(auth(hindiSeller))
        .field('cropName', 'Tomato')
        .field('cropCategory', 'vegetables')
        .field('cropSellingPrice', '40')
        .field('cropUnit', 'kg')
        .field('cropQuantity', '10')
        .expect(201);
      // The buyer's request is in English: the notification still follows the recipient.
      const order = await request(t.http)
        .post('/api/orders')
        .set(auth(gujaratiBuyer))
        .set('Accept-Language', 'en')
        .send({ cropId: crop.body._id, quantity: 2 })
        .expect(201);
      const bell = await request(t.http)
        .get(`/api/notifications/${hindiSeller.id}`)
        .set(auth(hindiSeller))
        .expect(200);
      expect(bell.body[0].message).toBe(
        'Tomato के लिए नया ऑर्डर अनुरोध: Kanu ₹80 में 2 किलो खरीदना चाहते हैं',
      );
      // Said in the reader's language when read: the same notification, asked for in Gujarati.
      const inGujarati = await request(t.http)
        .get(`/api/notifications/${hindiSeller.id}`)
        .set(auth(hindiSeller))
        .set('Accept-Language', 'gu')
        .expect(200);
      expect(inGujarati.body[0].message).toBe(
        'Tomato માટે નવી ઓર્ડર વિનંતી: Kanu ₹80 માં 2 કિલો ખરીદવા માંગે છે',
      );

      await request(t.http)
        .put(`/api/orders/${order.body._id}/status`)
        .set(auth(hindiSeller))
        .send({ status: 'Accepted' })
        .expect(200);
      const buyerBell = await request(t.http)
        .get(`/api/notifications/${gujaratiBuyer.id}`)
        .set(auth(gujaratiBuyer))
        .expect(200);
      expect(buyerBell.body[0].message).toBe('Tomato માટેનો તમારો ઓર્ડર સ્વીકારાયો');
    });

    it("mails the OTP in the recipient's profile language, whatever the request's", async () => {
      await request(t.http)
        .post('/api/auth/send-otp')
        .set('Accept-Language', 'en')
        .send({ email: gujaratiBuyer.email })
        .expect(200);
      await codesMailed(t);
      const [mail] = outboxMailTextsTo(t.dataDir, gujaratiBuyer.email);
      expect(mail).toContain('તમારો AgroSense પાસવર્ડ રીસેટ કોડ');
      expect(mail).toContain('નમસ્તે Kanu,');
      expect(mail).toMatch(/^ {4}\d{6}$/m);
    });

    it('answers send-otp in the request language', async () => {
      const res = await request(t.http)
        .post('/api/auth/send-otp')
        .set('Accept-Language', 'hi')
        .send({ email: 'nobody@example.com' })
        .expect(200);
      expect(res.body.message).toBe('अगर इस ईमेल से कोई खाता है, तो उस पर OTP भेज दिया गया है।');
    });

    it('mails the newsletter confirmation in the language of the request that subscribed', async () => {
      const res = await request(t.http)
        .post('/api/newsletter')
        .set('Accept-Language', 'hi')
        .send({ email: 'hindi.reader@example.com' })
        .expect(202);
      expect(res.body.message).toBe('धन्यवाद! कृपया अपना इनबॉक्स देखें और अपनी सदस्यता की पुष्टि करें।');
      const [mail] = outboxMailTextsTo(t.dataDir, 'hindi.reader@example.com');
      expect(mail).toContain('अपनी AgroSense न्यूज़लेटर सदस्यता की पुष्टि करें');
      expect(mail).toMatch(/\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/);
    });

    it('words the photo checks in the request language', async () => {
      const leaf = syntheticLeaf({ width: 400, height: 300, yellowSpots: 4, brownSpots: 3 });
      const png = await sharp(Buffer.from(leaf.data), {
        raw: { width: leaf.width, height: leaf.height, channels: 3 },
      })
        .png()
        .toBuffer();
      const health = await request(t.http)
        .post('/api/cropHealthDetection')
        .set(auth(gujaratiBuyer))
        .set('Accept-Language', 'hi')
        .attach('image', png, 'leaf.png')
        .expect(200);
      expect(health.body.notes).toContain('रोग की पहचान नहीं');
      expect(health.body.notes).toContain('1800-180-1551');
      const crop = await request(t.http)
        .post('/api/crop-detect')
        .set(auth(gujaratiBuyer))
        .attach('image', png, 'leaf.png')
        .expect(503);
      // No Accept-Language: the caller's profile language (Gujarati).
      expect(crop.body.message).toContain('પાક ઓળખવાની સેવા');
      const none = await request(t.http)
        .post('/api/cropHealthDetection')
        .set(auth(gujaratiBuyer))
        .set('Accept-Language', 'hi')
        .expect(400);
      expect(none.body.message).toBe('कृपया पत्ती की एक तस्वीर चुनें।');
    });

    it("says AgroBot's don't-know answer in the request's language", async () => {
      const res = await request(t.http)
        .post('/api/chatbot')
        .set('Accept-Language', 'gu')
        .send({ message: 'qwertyuiop zxcvbnm asdfghjkl' })
        .expect(200);
      expect(res.body.answer).toContain('કિસાન કોલ સેન્ટર 1800-180-1551');
    });
  });
});
