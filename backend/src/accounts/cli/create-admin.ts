import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { NestFactory } from '@nestjs/core';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { AppModule } from '../../app.module';
import { startDatabase } from '../../bootstrap-database';
import { ConfigError, loadConfig, loadDotEnv } from '../../shared/config/app-config';
import { DomainError } from '../../shared/domain/domain-error';
import { migrateDatabase } from '../../shared/database/migrate-database';
import { prepareDataDir, restrictNewFiles } from '../../shared/files/private-files';
import { AccountsService } from '../application/accounts.service';

const USAGE = `Usage: npm run create-admin -- --mobile 9876543210 --email ops@example.com [--name "Ops"] [--state Gujarat]
The password comes from ADMIN_PASSWORD, or is asked for (hidden) when run in a terminal.`;

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const out = rl as unknown as {
      _writeToOutput: (s: string) => void;
      output: NodeJS.WriteStream;
    };
    out._writeToOutput = (s: string) => {
      if (s.startsWith(question)) out.output.write(question);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

/** Creates an administrator. There is deliberately no HTTP endpoint that can do this. */
async function main() {
  restrictNewFiles();
  const { values } = parseArgs({
    options: {
      mobile: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string', default: 'Administrator' },
      state: { type: 'string', default: 'Gujarat' },
    },
  });
  if (!values.mobile || !values.email) {
    console.error(USAGE);
    process.exit(2);
  }
  let password = process.env.ADMIN_PASSWORD ?? '';
  if (!password) {
    if (!process.stdin.isTTY) {
      console.error('Set ADMIN_PASSWORD (no terminal to ask for the password).');
      process.exit(2);
    }
    password = await askHidden('Password for the new administrator: ');
    if (password !== (await askHidden('Repeat the password: '))) {
      console.error('Passwords do not match');
      process.exit(2);
    }
  }
  loadDotEnv();
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  prepareDataDir(config);
  const database = await startDatabase(config);
  try {
    await migrateDatabase(database.url.value);
    const app = await NestFactory.createApplicationContext(
      AppModule.forRoot(config, database.url),
      { logger: ['error'] },
    );
    try {
      const orm = app.get(MikroORM);
      const admin = await RequestContext.create(orm.em, () =>
        app.get(AccountsService).createAdmin({
          name: values.name!,
          mobile: values.mobile!,
          email: values.email!,
          password,
          state: values.state!,
        }),
      );
      console.log(
        `Administrator created: ${admin.name} (${admin.mobile}, ${admin.email}), id ${admin.id}`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.embedded?.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof DomainError || e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
