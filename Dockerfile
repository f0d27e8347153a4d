# The app in a container (docs/deploy.md). Not built on the project's machines: no container
# engine runs there, so this file is untested as a whole; each step is what `npm ci`,
# `npm run build` and `npm run serve` do on a server.

# ── build: dependencies with dev tools, then the production build ─────────────────────────────
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# ── run: the built app and its runtime dependencies, as a user without rights ─────────────────
FROM node:24-bookworm-slim AS run
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/server/db/migrations ./server/db/migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--liftoff-only", "--max-semi-space-size=8", "--optimize-for-size", "build/server/main.js"]
