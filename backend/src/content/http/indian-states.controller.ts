import { Public } from '../../shared/auth/public.decorator';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Lang } from '../../i18n/language';
import { RequestLang } from '../../i18n/request-language';
import { ErrorResponse } from '../../shared/http/error-response';
import { Cacheable } from '../../shared/http/http-caching';
import type { EncodedAnswer } from '../../shared/http/public-cache/encoded-answer';
import { PublicAnswer } from '../../shared/http/public-cache/public-answer.interceptor';
import { PublicAnswers } from '../../shared/http/public-cache/public-answers';
import { IndianStatesService } from '../application/indian-states.service';
import { IndianStateDto, IndianStateListDto } from './indian-state.dto';

/** The public answers that show states' names (PublicAnswers scope). */
export const STATES_SCOPE = 'states';

@ApiTags('states')
@Public()
@Controller('api/states')
export class IndianStatesController {
  constructor(
    private readonly states: IndianStatesService,
    private readonly answers: PublicAnswers,
  ) {}

  @Get()
  // Shipped reference data: it changes only with a release, so made once per language.
  @PublicAnswer({ type: IndianStateListDto, maxAge: 3600, byLanguage: true })
  @ApiOperation({
    operationId: 'listStates',
    summary: 'The 28 states and 8 union territories of India',
  })
  list(@RequestLang() lang: Lang): Promise<EncodedAnswer> {
    return this.answers.get(STATES_SCOPE, ['all', lang], async () => {
      const states = await this.states.listAll();
      return {
        data: states.map((s) => IndianStateDto.from(s, this.states.nameIn(s.name, lang))),
      } satisfies IndianStateListDto;
    });
  }

  @Get(':name')
  @Cacheable({ visibility: 'public', maxAge: 3600, vary: ['Accept-Language'] })
  @ApiOperation({
    operationId: 'getState',
    summary: 'One state by name (any case) or slug, e.g. "Tamil Nadu" or "tamil-nadu"',
  })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async get(@Param('name') name: string, @RequestLang() lang: Lang): Promise<IndianStateDto> {
    const state = await this.states.getByName(name);
    return IndianStateDto.from(state, this.states.nameIn(state.name, lang));
  }
}
