export default { fetch: () => new Response('placeholder') } satisfies ExportedHandler
