/**
 * POST /api/upload (multipart field `file`) and GET /uploads/:name. Files are identified by their
 * bytes, limited in size, stored under generated names and served with nosniff. Private files
 * (identity documents, payment vouchers) are served only to their owner and to operators.
 */
import { ownEntry, routeMap } from '@bourse/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../platform/errors';
import { sniff } from '../platform/storage';
import type { AppContext } from './context';
import { bearerToken, type Resolvers } from './route';
import { errorEnvelope, ok } from './envelope';
import { parseFields } from './input';
import { requestLang } from './lang';

/** Purposes and who may see the file. */
const PURPOSES: Record<string, { visibility: 'public' | 'private'; kinds: Array<'image' | 'audio' | 'video'> }> = {
  avatar: { visibility: 'public', kinds: ['image'] },
  nft: { visibility: 'public', kinds: ['image', 'audio', 'video'] },
  voucher: { visibility: 'private', kinds: ['image'] },
  kyc: { visibility: 'private', kinds: ['image'] },
  support: { visibility: 'private', kinds: ['image'] },
  general: { visibility: 'private', kinds: ['image'] },
};

/** The path parameter of /uploads/:name: an input like any other, so a NUL in it never reaches SQL. */
const FILE_NAME = z.strictObject({ name: z.string() });

async function who(request: FastifyRequest, resolvers: Resolvers) {
  const token = bearerToken(request);
  if (!token) return undefined;
  const user = await resolvers.user.resolve(token);
  if (user && user !== 'expired') return { userId: user.id, operatorId: null };
  const operator = await resolvers.operator.resolve(token);
  if (operator && operator !== 'expired' && operator.scope === 'full') return { userId: null, operatorId: operator.id };
  return undefined;
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / 1024 / 1024)} MB` : `${Math.round(n / 1024)} KB`;
}

/**
 * The file part and its bytes. A body the multipart parser cannot read (no boundary, cut short)
 * is the client's fault with a name, not a 500; the plugin's own limits keep their codes.
 */
async function readFilePart(request: FastifyRequest, fileSize: number): Promise<{ part: MultipartFile; data: Buffer }> {
  try {
    const part = await request.file({ limits: { fileSize, files: 1, fields: 4, parts: 5 } });
    if (!part || part.fieldname !== 'file') throw new AppError('UPLOAD_REQUIRED');
    return { part, data: await part.toBuffer() };
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: unknown }).statusCode !== undefined) throw error;
    throw new AppError('MALFORMED_MULTIPART');
  }
}

/** The multipart fields sent before the file: the values of its text parts. */
function textFields(part: MultipartFile): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(part.fields).flatMap(([name, value]) => {
      const values = (Array.isArray(value) ? value : [value]).flatMap((p) => (p && p.type === 'field' ? [p.value] : []));
      return values.length === 0 ? [] : [[name, values.length === 1 ? values[0] : values]];
    }),
  );
}

export function registerUploads(app: FastifyInstance, ctx: AppContext, resolvers: Resolvers): void {
  const { config } = ctx;
  const endpoint = routeMap['POST /upload'];
  app.post(
    `/api${endpoint.path}`,
    { schema: { tags: [...endpoint.tags], summary: endpoint.summary, security: [{ token: [] }] } },
    async (request) => {
      const owner = await who(request, resolvers);
      if (!owner) throw new AppError('SESSION_REQUIRED');
      if (!request.isMultipart()) throw new AppError('UPLOAD_REQUIRED');
      const { part, data } = await readFilePart(request, Math.max(config.UPLOAD_MAX_BYTES, config.UPLOAD_MEDIA_MAX_BYTES));
      // The fields sent before the file, and the query, are this route's input like any other's.
      const fields = { ...(request.query as Record<string, unknown>), ...textFields(part) };
      delete fields.lang;
      const input = parseFields(endpoint.input, fields);
      const purposeName = input.purpose ?? 'general';
      const purpose = ownEntry(PURPOSES, purposeName);
      if (!purpose) throw new AppError('INVALID_PARAMETER', undefined, 'purpose');
      if (data.length === 0) throw new AppError('UPLOAD_REQUIRED');
      const kind = sniff(data.subarray(0, 64));
      if (input.type === 'audio' && kind?.kind !== 'audio') throw new AppError('AUDIO_FILE_ERROR');
      if (!kind || !purpose.kinds.includes(kind.kind)) throw new AppError('UPLOAD_TYPE_UNSUPPORTED');
      const max = kind.kind === 'image' ? config.UPLOAD_MAX_BYTES : config.UPLOAD_MEDIA_MAX_BYTES;
      if (data.length > max) throw new AppError('UPLOAD_TOO_LARGE', { max: formatBytes(max) });
      const name = ctx.storage.newName(kind.ext);
      await ctx.storage.write(name, data);
      await ctx.db.query(
        `INSERT INTO uploads (name, owner_user_id, owner_operator_id, mime, size, purpose, visibility)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [name, owner.userId, owner.operatorId, kind.mime, data.length, purposeName, purpose.visibility],
      );
      return ok(`/uploads/${name}`);
    },
  );

  app.get('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = parseFields(FILE_NAME, request.params as Record<string, unknown>);
    const { rows } = await ctx.db.query<{ mime: string; visibility: string; owner_user_id: number | null }>(
      'SELECT mime, visibility, owner_user_id FROM uploads WHERE name = $1',
      [name],
    );
    const file = rows[0];
    const lang = requestLang(request);
    if (!file) return reply.code(404).send(errorEnvelope(new AppError('UPLOAD_NOT_FOUND'), lang));
    if (file.visibility !== 'public') {
      const viewer = await who(request, resolvers);
      const allowed = viewer && (viewer.operatorId !== null || viewer.userId === file.owner_user_id);
      if (!allowed) return reply.code(404).send(errorEnvelope(new AppError('UPLOAD_NOT_FOUND'), lang));
    }
    const data = await ctx.storage.read(name);
    reply.header('content-type', file.mime);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
    reply.header('cache-control', file.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store');
    return reply.send(data);
  });
}
