import { Module } from '@nestjs/common';
import { DomainEvents } from './domain-events';

/** One DomainEvents for the whole app: publishers and subscribers import this module. */
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class EventsModule {}
