import type { LegalDetails, OwnerPageTexts } from './shape.ts';

function analyticsNow(analytics: LegalDetails['analytics']): string {
  if (!analytics.on) return 'En este sitio ahora mismo está **desactivada**.';
  return `En este sitio ahora mismo está **activada**: las páginas cargan un script de estadísticas de visitas desde ${analytics.host ?? 'este mismo sitio'}, que cuenta las visitas a las páginas para que podamos mejorar la tienda.`;
}

/** Las páginas de la tienda de demostración en español. */
export const es: OwnerPageTexts = {
  about: {
    title: 'Buena comida, hasta la puerta de tu casa',
    intro:
      'Doorstep empezó como una pequeña cocina familiar que cocinaba para los vecinos que no tenían tiempo de cocinar. Hoy cocinamos y repartimos por toda la ciudad comida fresca y halal y la compra de cada día, con el mismo cuidado que el primer pedido que preparamos.',
    valuesHeading: 'Lo que defendemos',
    values: [
      {
        title: 'Fresco cada día',
        text: 'Las verduras, las hierbas y la fruta llegan cada mañana de granjas cercanas a la ciudad. Las salsas, las masas y los adobos se hacen en nuestra cocina, no salen de una lata.',
      },
      {
        title: 'Todo halal',
        text: 'Todos los platos con carne proceden de proveedores con certificación halal, y en nuestra cocina no entra ni cerdo ni alcohol, así que toda la carta está abierta a cualquier persona en la mesa.',
      },
      {
        title: 'En tu puerta, rápido',
        text: 'Los platos se cocinan cuando haces el pedido y salen en bolsas isotérmicas con una persona de reparto que conoce el barrio, para que lleguen calientes y a tiempo.',
      },
    ],
    stepsHeading: 'Cómo se hace un pedido',
    steps: [
      {
        title: 'Elige tus platos',
        text: 'Recorre la carta por categorías (pizza, hamburguesas, sushi, thali, pollo y mucho más) y añade al carrito lo que te apetezca.',
      },
      {
        title: 'Paga como prefieras',
        text: 'Paga en efectivo a la entrega, con tarjeta o con UPI. Los datos de tu tarjeta van directamente al proveedor de pagos, nunca a nosotros.',
      },
      {
        title: 'Síguelo hasta tu puerta',
        text: 'En Mis pedidos y en tus notificaciones verás cómo tu pedido pasa de la cocina a tu calle.',
      },
    ],
    promiseHeading: 'Nuestro compromiso',
    promise:
      'Si un pedido no está bien, dínoslo y lo solucionaremos: un cambio o un reembolso, sin formularios interminables. Dudas, catering o comentarios: leemos todos los mensajes.',
    menuLink: 'Ver la carta',
    contactLink: 'Contáctanos',
  },
  contact: {
    title: 'Contáctanos',
    intro:
      'Una duda sobre un pedido, un encargo de catering o simplemente tu opinión: leemos todos los mensajes y solemos responder en un día.',
  },
  privacy: {
    title: 'Política de privacidad',
    intro:
      'Solo recogemos lo que necesitamos para preparar y entregar tu pedido, y lo guardamos de forma segura. Esta página explica de qué se trata, con palabras sencillas.',
    body: ({ email, phone, address, analytics }) => `## Qué datos recogemos

### Cuando navegas

Puedes consultar la carta sin una cuenta. Tu carrito se guarda **en tu propio navegador** (en su almacenamiento local), no en nuestro servidor, así que sigue ahí cuando vuelves desde el mismo dispositivo. El navegador también guarda una copia de la carta para mostrar los platos al instante. Ninguna de las dos contiene información sobre ti.

### Cuando creas una cuenta o inicias sesión

- Tu nombre y tu dirección de correo electrónico.
- Tu contraseña, que nunca guardamos tal como la escribes: solo conservamos un hash con sal, generado con un algoritmo deliberadamente lento, y nunca escribimos contraseñas en nuestros registros.
- Si inicias sesión con Google, el nombre y la dirección de correo que Google nos confirma. No recibimos tu contraseña de Google.

### Cuando haces un pedido

- Los platos, las cantidades y los precios, y la dirección de entrega que indicas.
- El método de pago. En los pagos con tarjeta, el número de la tarjeta y el código de seguridad (CVV) **nunca llegan a nuestro servidor**: van al formulario seguro del proveedor de pagos, que a cambio nos entrega un token. Solo conservamos ese token, la marca de la tarjeta, los cuatro últimos dígitos y el nombre del titular, para que tanto tú como nosotros podamos reconocer el pago.
- En los pagos con UPI, el ID de UPI y el ID de la transacción que indicas, para poder confirmar el pago.
- El historial de estados del pedido: cuándo se hizo, se preparó, se pagó y se entregó.

### Cuando escribes una reseña o nos contactas

De las reseñas guardamos el nombre, la valoración y el texto que envías. El formulario de contacto y la casilla del boletín no envían nada a nuestro servidor: abren tu propia aplicación de correo con un borrador, y solo recibimos el correo que decidas enviar.

## Para qué los usamos

- Para preparar y entregar tus pedidos y mostrarte tu historial de pedidos y tus notificaciones.
- Para mantener tu sesión iniciada y proteger tu cuenta.
- Para responder a tus mensajes y, si pediste suscribirte, enviarte nuestro boletín.
- Para evitar abusos: usamos tu dirección IP durante poco tiempo para frenar los intentos fallidos repetidos de inicio de sesión y limitar la frecuencia con la que se pueden enviar registros, pedidos y reseñas.

No vendemos tu información ni la usamos con fines publicitarios.

## Cómo la protegemos

- Las contraseñas se guardan como hash, y los números de tarjeta y los códigos de seguridad nunca llegan a nosotros.
- Tu sesión está en una cookie que los scripts de la página no pueden leer, y al cerrar sesión o cambiar la contraseña también se cierra por nuestra parte.
- Tus pedidos y tu cuenta solo los ves tú y el personal de la tienda que los gestiona. Las herramientas del personal comprueban en nuestro servidor, en cada solicitud, que quien las usa tiene permisos de administración.
- Nuestras páginas se sirven con una configuración de seguridad del navegador estricta, que impide que otros sitios las inserten o inyecten scripts en ellas.

Ningún sistema es completamente seguro. Si ocurre algo que afecte a tu información, te lo comunicaremos.

## Cookies y almacenamiento del navegador

Usamos **una sola cookie**, y solo cuando inicias sesión: una cookie de sesión con un token firmado y de corta duración que le indica a nuestro servidor que eres tú. Es **HttpOnly** (los scripts de la página no pueden leerla), **SameSite=Lax** (otros sitios no pueden usarla para actuar en tu nombre) y, en una conexión segura, **Secure**. Se elimina al cerrar sesión. No usamos cookies publicitarias ni de seguimiento.

Tu carrito y una copia de la carta se guardan en el almacenamiento local de tu navegador, no en una cookie, y nunca se nos envían por sí solos. Si borras los datos del sitio en tu navegador, desaparecen.

### Estadísticas

Las estadísticas de visitas son opcionales y **están desactivadas salvo que la tienda las active**. Cuando están desactivadas, no se carga ningún script de estadísticas. ${analyticsNow(analytics)}

## Cuánto tiempo los conservamos

Conservamos tu cuenta mientras la tengas, y tus pedidos durante el tiempo que la ley nos obligue a guardar los registros de ventas. Los registros que sirven para frenar los inicios de sesión fallidos caducan solos.

## Tus derechos

- **Consultar y corregir** tus datos: puedes cambiar tu nombre, tu correo electrónico y tu contraseña en la página de tu cuenta en cualquier momento.
- **Obtener una copia** de la información que tenemos sobre ti.
- **Eliminar** tu cuenta y la información vinculada a ella, salvo los registros que la ley nos obligue a conservar.
- **Oponerte o retirar tu consentimiento**, por ejemplo para dejar de recibir el boletín.
- **Presentar una reclamación** ante la autoridad de protección de datos de tu país si crees que no hemos tratado tu información correctamente.

Para ejercer cualquiera de estos derechos, escribe a ${email}. Respondemos en un plazo de 30 días.

## Cambios en esta política

Si cambiamos la forma en que tratamos tu información, actualizaremos esta página y la fecha que aparece al principio.

## Contacto

Doorstep, ${address}. Correo electrónico ${email}, teléfono ${phone}.
`,
  },
  terms: {
    title: 'Condiciones del servicio',
    intro:
      'Estas condiciones son el acuerdo entre tú y Doorstep cuando usas este sitio y nos haces pedidos. Las hemos querido breves y claras.',
    body: ({ email, phone }) => `## Uso del servicio

Cualquier persona puede consultar la carta. Para hacer un pedido, ver tus pedidos o escribir una reseña necesitas una cuenta, que puedes crear con una dirección de correo y una contraseña o, cuando esté disponible, iniciando sesión con Google. Debes indicar tu nombre real y una dirección de correo en la que puedas recibir mensajes.

Solo repartimos dentro de nuestra zona de reparto local. Podemos cambiar la carta, los precios y el horario, y pausar el servicio por mantenimiento o cuando la cocina esté al completo. Podemos suspender una cuenta que se use para incumplir estas condiciones.

## Pedidos y pagos

- Los precios están en la moneda de la tienda, con los impuestos tal como se indican al pagar. Se añade un gasto de envío, que se muestra en tu carrito antes de hacer el pedido. Un código de cupón válido descuenta su porcentaje del total que se muestra al pagar.
- Un pedido queda hecho cuando lo confirmas al pagar y te mostramos su confirmación. Si mientras tanto un plato ha dejado de estar disponible, te avisamos y el pedido no se hace.
- Puedes pagar **en efectivo a la entrega**, con **tarjeta de crédito o débito** o con **UPI**. Los pagos con tarjeta los gestiona nuestro proveedor de pagos; el número de tu tarjeta y el código de seguridad nunca llegan a nosotros. Si la tarjeta es rechazada, el pedido no se hace. Los pagos con UPI los confirmamos nosotros con el ID de transacción que nos facilites.
- Cuando al pagar aparece **Modo de prueba — sin cargo real**, la tienda funciona con una pasarela de pago de prueba: no se cobra dinero y los pedidos son solo de demostración.
- El importe cobrado es el que calcula nuestro servidor a partir de los precios vigentes, tal como se muestra al pagar.

## Tus obligaciones

- Indica una dirección de entrega completa y correcta y asegúrate de poder recibir el pedido.
- No compartas tu contraseña y avísanos de inmediato si crees que otra persona está usando tu cuenta.
- Infórmanos de alergias o necesidades alimentarias antes de pedir; las descripciones de los platos indican los ingredientes principales, y en nuestra cocina se manipulan los alérgenos más comunes.
- Escribe reseñas sinceras sobre tus propios pedidos, sin insultos, datos personales de otras personas ni publicidad.
- No hagas un uso indebido del sitio: nada de intentar saltarse la seguridad o los límites, nada de pedidos automatizados y nada de usar los datos de pago de otra persona.

## Reembolsos y cancelaciones

- Puedes cancelar sin coste hasta que la cocina empiece a preparar tu pedido: llámanos al ${phone} o escribe a ${email} con la referencia del pedido.
- Si falta algo, algo no es lo que pediste o no llega en las condiciones debidas, avísanos en las 24 horas siguientes a la entrega (una foto ayuda). Lo sustituiremos o te lo reembolsaremos.
- Los reembolsos se hacen por el mismo medio con el que pagaste: los pagos con tarjeta y UPI a la misma cuenta, y los pedidos en efectivo por un medio que acordemos contigo. Los reembolsos con tarjeta pueden tardar algunos días hábiles en aparecer en tu extracto.
- Si no podemos entregar un pedido que hemos aceptado, lo cancelamos y te reembolsamos íntegramente lo que hayas pagado.

## Responsabilidad

Ponemos cuidado en preparar y entregar la comida de forma segura y puntual, pero los plazos de entrega son estimaciones. Nada de lo dispuesto en estas condiciones limita los derechos que te reconoce la normativa de consumo y que no pueden limitarse.

## Cambios en estas condiciones

Podemos actualizar estas condiciones a medida que cambie el servicio. La fecha del principio indica la versión más reciente; cada pedido se rige por las condiciones vigentes cuando se hizo. Si sigues usando Doorstep después de un cambio, las nuevas condiciones se aplican a tus pedidos posteriores.

## Contacto

Para dudas sobre estas condiciones: ${email}, o consulta nuestra [Política de privacidad](/privacy) para saber cómo tratamos tu información.
`,
  },
};
