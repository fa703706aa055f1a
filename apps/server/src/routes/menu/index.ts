import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const MenuChild = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  children: Type.Array(
    Type.Object({ id: Type.Integer(), title: Type.String(), url: Type.String() }),
  ),
});
const MenuItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  children: Type.Array(MenuChild),
});

const menu: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/menu',
    {
      schema: {
        tags: ['menu'],
        operationId: 'getMenu',
        summary: 'The header mega-menu (open to visitors)',
        response: { 200: Type.Array(MenuItem) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.services.menu.tree();
    },
  );
};

export default menu;
