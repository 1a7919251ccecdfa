import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../shared/auth/public.decorator';
import { codeToUuid } from '../domain/short-link';

/**
 * `/o/<code>`: the short link to an order in a message (domain/short-link.ts). It answers a
 * redirect to the order's page; the page asks for a login when there is none, and shows the order
 * only to its parties (the orders API decides).
 */
@ApiExcludeController()
@Public()
@Controller('o')
export class ShortLinkController {
  @Get(':code')
  open(@Param('code') code: string, @Res() res: Response): void {
    const id = codeToUuid(code);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, id ? `/orders/${id}` : '/OrderHistory');
  }
}
