import type { DemoLegalTexts } from "./legal-page.ts";

/** The privacy policy and terms of use in Spanish (templates for the shop's own legal review). */
export const legalTextsEs: DemoLegalTexts = {
  privacy: {
    title: "Política de privacidad",
    summary:
      "Le explicamos qué datos personales trata Brisa Home cuando usted usa nuestra tienda online, compra, se suscribe al boletín o contacta con atención al cliente, con qué fines y durante cuánto tiempo, y qué derechos le reconocen el RGPD y la LOPDGDD.",
    blocks: [
      { kind: "heading", text: "1. Responsable del tratamiento y datos de contacto" },
      {
        kind: "paragraph",
        text: "El responsable del tratamiento de sus datos es Brisa Home («nosotros»), que gestiona la tienda online de la marca en ordenador, en el móvil y en la aplicación de Brisa Home. Esta versión en español corresponde a nuestro sitio para España. Tratamos sus datos conforme al Reglamento General de Protección de Datos (RGPD) y a la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).",
      },
      { kind: "paragraph", text: "Puede dirigirse a nosotros por estas vías:" },
      {
        kind: "list",
        items: [
          "Protección de datos y ejercicio de sus derechos: privacy@brisahome.example.",
          "Atención al cliente (pedidos, envíos, devoluciones, garantía y productos): support@brisahome.example o el formulario de contacto de la página de Asistencia de la tienda.",
        ],
      },
      { kind: "heading", text: "2. Qué datos tratamos" },
      {
        kind: "paragraph",
        text: "Solo tratamos los datos que necesitamos para prestarle nuestros servicios. Según cómo utilice la tienda, pueden ser los siguientes:",
      },
      {
        kind: "list",
        items: [
          "Datos de la cuenta: dirección de correo electrónico, apodo y contraseña. La contraseña solo se guarda cifrada de forma irreversible (hash con sal).",
          "Libreta de direcciones: nombre, dirección postal, teléfono, correo electrónico y, si lo indica, empresa.",
          "Carrito: los productos que añade y sus cantidades.",
          "Pedidos: artículos, precios, descuentos, impuestos, gastos de envío, método de pago, dirección de entrega, historial de estados del pedido, empresa de transporte y número de seguimiento.",
          "Opiniones sobre productos: valoración, texto, hasta tres fotos y su apodo, que se muestra públicamente junto a la opinión. También guardamos la dirección de correo electrónico con la que se envió la opinión, que no se publica.",
          "Avisos de disponibilidad: su dirección de correo electrónico y el artículo del que quiere que le avisemos cuando vuelva a estar disponible.",
          "Boletín: dirección de correo electrónico, sitio en el que se suscribió, y fecha, hora y dirección IP tanto de la suscripción como de la confirmación.",
          "Mensajes a atención al cliente: nombre, correo electrónico, modelo del producto, el mensaje y, si la adjunta, una foto.",
          "Cupones: los cupones guardados en su monedero («Mis cupones») y su uso en los pedidos.",
          "Datos técnicos: dirección IP, agente de usuario (navegador y sistema operativo) e identificadores de solicitud, que figuran en los registros del servidor durante 30 días. La dirección IP se usa también para limitar el número de solicitudes y evitar abusos.",
        ],
      },
      {
        kind: "paragraph",
        text: "No recibimos los datos de su tarjeta (apartado 5). Sin los datos necesarios para el contrato, como la dirección de entrega, no podemos tramitar su pedido.",
      },
      { kind: "heading", text: "3. Finalidades y bases jurídicas del tratamiento" },
      {
        kind: "paragraph",
        text: "Tratamos sus datos con los siguientes fines y sobre las siguientes bases jurídicas del artículo 6.1 del RGPD:",
      },
      {
        kind: "list",
        items: [
          "Ejecución del contrato y aplicación de medidas precontractuales a petición suya (art. 6.1.b): crear y gestionar su cuenta, tramitar el carrito y los pedidos, cobrar, entregar los productos, gestionar devoluciones, desistimientos, reembolsos y garantías, administrar sus cupones, publicar las opiniones que nos envía, enviarle los avisos de disponibilidad que nos pide y atender sus consultas.",
          "Cumplimiento de obligaciones legales (art. 6.1.c): conservar las facturas y la documentación contable y fiscal que exigen la normativa tributaria y mercantil, y atender los requerimientos de las autoridades.",
          "Interés legítimo (art. 6.1.f): proteger la seguridad de la tienda, prevenir el fraude y los abusos, aplicar límites de solicitudes por dirección IP, moderar las opiniones y mejorar la tienda y nuestros servicios. Nuestro interés legítimo es ofrecer una tienda segura, fiable y útil; no usamos estos datos para elaborar perfiles publicitarios.",
          "Consentimiento (art. 6.1.a): enviarle el boletín. Puede retirar su consentimiento en cualquier momento, sin que ello afecte a la licitud del tratamiento anterior a la retirada.",
        ],
      },
      {
        kind: "paragraph",
        text: "No tomamos decisiones basadas únicamente en el tratamiento automatizado que produzcan efectos jurídicos sobre usted o le afecten significativamente de modo similar.",
      },
      { kind: "heading", text: "4. Cuenta de cliente e inicio de sesión" },
      {
        kind: "paragraph",
        text: "Para crear una cuenta necesita una dirección de correo electrónico, el código de verificación de 6 cifras que le enviamos por correo electrónico y una contraseña. Los registros que no se verifican y los códigos caducados se eliminan automáticamente.",
      },
      {
        kind: "paragraph",
        text: "Al iniciar sesión se crea una sesión, que termina tras 30 días sin uso y, en todo caso, a los 90 días. En «Mi cuenta» puede modificar su apodo y sus direcciones, cambiar su dirección de correo electrónico (que volvemos a verificar) y cerrar la sesión. Si desea eliminar su cuenta, escríbanos a privacy@brisahome.example o a atención al cliente.",
      },
      { kind: "heading", text: "5. Pagos" },
      {
        kind: "paragraph",
        text: "Puede pagar con tarjeta, PayPal, Google Pay, Apple Pay o Klarna. Los pagos los procesan proveedores de servicios de pago, por ejemplo Stripe para las tarjetas y los monederos digitales, PayPal y Klarna. Los datos de su tarjeta se introducen en la página del proveedor y nunca llegan a nosotros ni los almacenamos. Del proveedor solo recibimos lo necesario para el pedido, como el método de pago, el importe y la confirmación del pago o del reembolso.",
      },
      {
        kind: "paragraph",
        text: "PayPal y Klarna pueden tratar además algunos datos bajo su propia responsabilidad, por ejemplo para prevenir el fraude; en ese caso rigen sus propias políticas de privacidad.",
      },
      { kind: "heading", text: "6. Destinatarios de los datos" },
      {
        kind: "paragraph",
        text: "Solo comunicamos sus datos a terceros cuando es necesario:",
      },
      {
        kind: "list",
        items: [
          "Proveedores de servicios de pago (por ejemplo, Stripe, PayPal y Klarna), para cobrar y reembolsar los pedidos.",
          "Empresas de transporte (por ejemplo, DHL, UPS o Correos), que reciben su nombre, dirección y teléfono para entregar el pedido.",
          "Nuestro proveedor de envío de correo electrónico, para enviarle códigos de verificación, confirmaciones de pedido, avisos, respuestas de atención al cliente y, si se ha suscrito, el boletín.",
          "Nuestro proveedor de alojamiento web, en cuyos servidores funciona la tienda.",
        ],
      },
      {
        kind: "paragraph",
        text: "Salvo lo indicado en el apartado 5, estos proveedores tratan los datos por cuenta nuestra como encargados del tratamiento, en virtud de un contrato conforme al artículo 28 del RGPD y siguiendo solo nuestras instrucciones. Además, comunicaremos datos a las autoridades, juzgados y tribunales cuando la ley nos obligue a ello.",
      },
      {
        kind: "paragraph",
        text: "No vendemos sus datos personales ni los compartimos para publicidad comportamental. La tienda no utiliza rastreadores publicitarios ni de analítica, ni cookies de terceros.",
      },
      { kind: "heading", text: "7. Cookies y almacenamiento en el navegador" },
      {
        kind: "paragraph",
        text: "Solo utilizamos cookies propias, técnicas o de personalización, estrictamente necesarias para prestar el servicio que usted solicita. Por eso, conforme al artículo 22.2 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI), no requieren su consentimiento y no mostramos ningún aviso de cookies:",
      },
      {
        kind: "list",
        items: [
          "«session»: mantiene su sesión iniciada. Es una cookie HttpOnly, a la que no pueden acceder los scripts de la página, y deja de ser válida cuando termina la sesión (tras 30 días sin uso y, como máximo, a los 90 días).",
          "«site»: recuerda el sitio regional y el idioma que ha elegido. Dura 1 año.",
          "«device»: recuerda si ha elegido usted mismo la versión para ordenador o para móvil. Solo se instala si hace esa elección.",
        ],
      },
      {
        kind: "paragraph",
        text: "El almacenamiento del navegador no guarda nada con fines de seguimiento, y respetamos las señales Global Privacy Control (GPC). Puede borrar o bloquear las cookies en su navegador; sin la cookie «session» no podrá iniciar sesión.",
      },
      { kind: "heading", text: "8. Boletín y avisos de disponibilidad" },
      {
        kind: "paragraph",
        text: "Solo le enviamos el boletín si usted lo ha solicitado y autorizado expresamente, conforme al artículo 21 de la LSSI. Utilizamos un procedimiento de doble confirmación: tras suscribirse, recibe un correo electrónico con un enlace de confirmación, y solo al abrirlo queda suscrito. Guardamos la fecha, la hora y la dirección IP de la suscripción y de la confirmación para poder acreditar su consentimiento.",
      },
      {
        kind: "paragraph",
        text: "Al confirmar la suscripción recibe un cupón de bienvenida de 10 €, válido durante 90 días. Cada boletín incluye un enlace para darse de baja que funciona sin necesidad de iniciar sesión; si se da de baja, conserva el cupón que ya haya recibido.",
      },
      {
        kind: "paragraph",
        text: "Si nos pide un aviso de disponibilidad, guardamos su dirección de correo electrónico y el artículo en cuestión, y le escribimos cuando vuelva a estar disponible. Este aviso no le suscribe al boletín.",
      },
      { kind: "heading", text: "9. Plazos de conservación" },
      {
        kind: "list",
        items: [
          "Datos de la cuenta, incluidos la libreta de direcciones, el carrito y los cupones: hasta que se elimine la cuenta, lo que puede solicitar en cualquier momento a privacy@brisahome.example o a atención al cliente.",
          "Pedidos y facturas: durante el tiempo que exigen la normativa mercantil y tributaria; en España, seis años conforme al artículo 30 del Código de Comercio y, en todo caso, mientras no hayan prescrito las obligaciones fiscales según la Ley General Tributaria. Durante ese tiempo los datos permanecen bloqueados, como prevé el artículo 32 de la LOPDGDD, y solo se usan para cumplir esas obligaciones o defendernos frente a reclamaciones.",
          "Boletín: hasta que se dé de baja. La prueba de su consentimiento se conserva mientras sea necesaria para acreditarlo.",
          "Opiniones sobre productos: mientras la opinión esté publicada; puede pedirnos en cualquier momento que la eliminemos.",
          "Avisos de disponibilidad: hasta que nos pida su supresión o el artículo deje de estar en nuestro catálogo.",
          "Mensajes a atención al cliente: 2 años desde el cierre del caso.",
          "Registros del servidor: 30 días.",
          "Registros no verificados y códigos caducados: se eliminan automáticamente.",
        ],
      },
      {
        kind: "paragraph",
        text: "Transcurridos estos plazos, suprimimos los datos o los anonimizamos.",
      },
      { kind: "heading", text: "10. Sus derechos" },
      { kind: "paragraph", text: "En relación con sus datos personales, usted tiene derecho a:" },
      {
        kind: "list",
        items: [
          "Acceso: saber si tratamos datos suyos y obtener una copia e información sobre su tratamiento.",
          "Rectificación: corregir los datos inexactos y completar los incompletos; muchos puede modificarlos usted mismo en «Mi cuenta».",
          "Supresión: que eliminemos sus datos cuando ya no sean necesarios, cuando retire su consentimiento o cuando se oponga al tratamiento, salvo que debamos conservarlos por obligación legal.",
          "Limitación del tratamiento: que, en determinados casos, solo conservemos sus datos sin tratarlos de otro modo.",
          "Portabilidad: recibir los datos que nos ha facilitado sobre la base del contrato o del consentimiento en un formato estructurado, de uso común y de lectura mecánica, o que los transmitamos a otro responsable.",
          "Oposición: oponerse, por motivos relacionados con su situación particular, al tratamiento basado en nuestro interés legítimo.",
          "Retirada del consentimiento: en cualquier momento, por ejemplo mediante el enlace de baja del boletín.",
        ],
      },
      {
        kind: "paragraph",
        text: "Para ejercer sus derechos, escriba a privacy@brisahome.example. Le responderemos en el plazo de un mes desde la recepción de su solicitud; si la solicitud es compleja o recibimos muchas, este plazo puede prorrogarse dos meses más, lo que le comunicaríamos dentro del primer mes. El ejercicio de sus derechos es gratuito. Si tenemos dudas razonables sobre su identidad, podemos pedirle la información adicional necesaria para confirmarla.",
      },
      {
        kind: "paragraph",
        text: "Si considera que no hemos tratado sus datos correctamente, puede reclamar ante la Agencia Española de Protección de Datos (AEPD, www.aepd.es) o ante la autoridad de control del Estado de la UE en el que resida, trabaje o se haya producido la supuesta infracción. Le agradeceremos que antes nos escriba para intentar resolverlo.",
      },
      { kind: "heading", text: "11. Transferencias internacionales" },
      {
        kind: "paragraph",
        text: "Algunos de nuestros encargados del tratamiento, o sus subencargados, pueden estar situados fuera del Espacio Económico Europeo o acceder a los datos desde allí. En ese caso, la transferencia se basa en una decisión de adecuación de la Comisión Europea (por ejemplo, para empresas estadounidenses adheridas al Marco de Privacidad de Datos UE-EE. UU.) o en las cláusulas contractuales tipo aprobadas por la Comisión Europea, junto con las medidas adicionales que sean necesarias. Puede pedir información sobre estas garantías a privacy@brisahome.example.",
      },
      { kind: "heading", text: "12. Seguridad" },
      {
        kind: "paragraph",
        text: "Aplicamos medidas técnicas y organizativas adecuadas para proteger sus datos frente a la pérdida, el uso indebido y el acceso no autorizado, como la transmisión cifrada, el almacenamiento de contraseñas como hash con sal, las cookies de sesión HttpOnly, los límites de solicitudes y el acceso restringido. Si una violación de seguridad entrañara un alto riesgo para sus derechos, se lo comunicaríamos sin dilación indebida.",
      },
      { kind: "heading", text: "13. Menores de edad" },
      {
        kind: "paragraph",
        text: "La tienda no está dirigida a menores de 16 años y no tratamos a sabiendas datos de menores de esa edad. Para comprar es necesario ser mayor de edad (18 años o más). Si cree que un menor nos ha facilitado datos personales, escríbanos a privacy@brisahome.example y los eliminaremos.",
      },
      { kind: "heading", text: "14. Cambios en esta política" },
      {
        kind: "paragraph",
        text: "Podemos actualizar esta política cuando cambien nuestros servicios o la normativa. La versión vigente está siempre publicada en esta página, con la fecha de su última actualización. Si los cambios son importantes, se lo indicaremos de forma destacada en la tienda antes de que surtan efecto.",
      },
    ],
  },
  terms: {
    title: "Condiciones de uso",
    summary:
      "Las condiciones que se aplican cuando usted utiliza la tienda online de Brisa Home y compra en ella: pedidos, pago, envío, devoluciones, derecho de desistimiento, garantía legal y comercial, y reclamaciones.",
    blocks: [
      { kind: "heading", text: "1. Objeto y ámbito de aplicación" },
      {
        kind: "paragraph",
        text: "Estas condiciones regulan el uso de la tienda online de Brisa Home (en ordenador, en el móvil y en la aplicación de Brisa Home) y las compras que usted realice en ella. La tienda la gestiona Brisa Home («nosotros») y vende a consumidores. Esta versión en español se aplica a nuestro sitio para España.",
      },
      {
        kind: "paragraph",
        text: "Se aplican además las normas imperativas de protección de los consumidores, en particular el texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios, aprobado por el Real Decreto Legislativo 1/2007 (TRLGDCU). Nada de lo dispuesto en estas condiciones limita los derechos que esas normas le reconocen.",
      },
      {
        kind: "paragraph",
        text: "Atención al cliente: support@brisahome.example o el formulario de contacto de la página de Asistencia. El tratamiento de sus datos se explica en nuestra Política de privacidad. El contrato se celebra en español.",
      },
      { kind: "heading", text: "2. Cuenta de cliente" },
      {
        kind: "paragraph",
        text: "Para comprar debe ser mayor de edad (18 años o más). Para crear una cuenta, introduzca su correo electrónico, confírmelo con el código de 6 cifras que le enviamos y elija una contraseña. Manténgala en secreto y avísenos si cree que otra persona ha usado su cuenta. En «Mi cuenta» puede modificar su apodo y sus direcciones, cambiar su dirección de correo electrónico (que volvemos a verificar) y cerrar la sesión. Puede pedir la eliminación de su cuenta en cualquier momento a privacy@brisahome.example o a atención al cliente.",
      },
      { kind: "heading", text: "3. Productos, precios e impuestos" },
      {
        kind: "paragraph",
        text: "Las características esenciales de cada producto figuran en su página. En cuanto a los precios:",
      },
      {
        kind: "list",
        items: [
          "Los precios se indican y se cobran en euros e incluyen el IVA.",
          "Los gastos de envío, si los hay, se muestran por separado antes de realizar el pedido.",
          "Las ofertas flash indican su inicio y su final; su precio solo se aplica a los pedidos realizados dentro de ese periodo.",
          "Podemos corregir un error manifiesto en un precio antes de que se confirme el pedido; le informaremos del precio correcto y usted decidirá si mantiene el pedido.",
        ],
      },
      { kind: "heading", text: "4. Proceso de compra y celebración del contrato" },
      {
        kind: "paragraph",
        text: "Añada los productos al carrito y pase a «Finalizar compra», donde elige la dirección de entrega y el método de pago y, si lo desea, introduce un código de cupón y añade indicaciones para la entrega. Antes de enviar el pedido puede revisar y corregir todos los datos. Al pulsar el botón «Realizar pedido y pagar», que implica una obligación de pago, se le dirige a la página del proveedor de pago.",
      },
      {
        kind: "paragraph",
        text: "El contrato se perfecciona cuando se confirma el pago y el pedido pasa al estado «En proceso». Un pedido cubierto íntegramente por un cupón no requiere pago, y el contrato se celebra al realizarlo. Le confirmamos el pedido por correo electrónico, y queda archivado en «Mis pedidos», donde puede consultar su estado:",
      },
      {
        kind: "list",
        items: [
          "Sin pagar: el pedido está realizado, pero aún no pagado.",
          "Pendiente: el pago está a la espera de la confirmación del proveedor (con Klarna puede tardar unos instantes).",
          "En proceso: el pago está confirmado y estamos preparando su pedido.",
          "Enviado: el pedido está en manos del transportista; verá su nombre y el número de seguimiento.",
          "Cancelado: por decisión suya o automáticamente por falta de pago a tiempo.",
          "Reembolsado: el proveedor de pago ha confirmado el reembolso.",
        ],
      },
      { kind: "heading", text: "5. Pago" },
      {
        kind: "paragraph",
        text: "Puede pagar con tarjeta, PayPal, Google Pay, Apple Pay o Klarna. Los pagos los procesan nuestros proveedores de pago (por ejemplo, Stripe para tarjetas y monederos digitales, PayPal y Klarna). Los datos de su tarjeta se introducen en la página del proveedor y no llegan a Brisa Home.",
      },
      {
        kind: "paragraph",
        text: "El pedido debe pagarse en los 30 minutos siguientes a su realización. Dentro de ese plazo puede volver a intentar el pago, por ejemplo si un intento ha fallado, o cancelar el pedido usted mismo. Si no se paga a tiempo, se cancela automáticamente y los artículos vuelven al inventario.",
      },
      { kind: "heading", text: "6. Cupones" },
      {
        kind: "paragraph",
        text: "Los cupones se guardan en su monedero («Mis cupones») y puede usar uno por pedido. Cada cupón indica su importe (una cantidad fija o un porcentaje), su ámbito (un producto concreto, determinados tipos de producto, todos los productos excepto los accesorios, o todo el catálogo), un importe mínimo, si lo tiene, y su validez. Los cupones no tienen valor monetario ni pueden canjearse.",
      },
      {
        kind: "paragraph",
        text: "Si se cancela un pedido en el que ha usado un cupón, o caduca sin pagarse, el cupón vuelve a su monedero siempre que siga siendo válido. Si el pedido se reembolsa, el cupón no se devuelve. Al confirmar su suscripción al boletín recibe un cupón de bienvenida de 10 €, válido durante 90 días, que conserva aunque después se dé de baja.",
      },
      { kind: "heading", text: "7. Envío y entrega" },
      {
        kind: "paragraph",
        text: "El envío de los aparatos principales (aspiradoras y freidoras de aire) es gratuito. Los accesorios y recambios pueden tener gastos de envío, indicados antes de pagar. Enviamos los pedidos en 2 a 5 días hábiles y le comunicamos el transportista y el número de seguimiento. Desde nuestro sitio para España solo entregamos en España.",
      },
      {
        kind: "paragraph",
        text: "El riesgo de pérdida o deterioro se le transmite cuando usted, o un tercero indicado por usted distinto del transportista, recibe los productos. Si no entregamos en el plazo acordado, le asisten los derechos del artículo 66 bis del TRLGDCU.",
      },
      { kind: "heading", text: "8. Nuestro compromiso de devolución de 7 días" },
      {
        kind: "paragraph",
        text: "Puede devolver cualquier producto o pedir su sustitución en los 7 días siguientes a la entrega, por cualquier motivo. Para los aparatos principales, la devolución y la sustitución son gratuitas; para accesorios y recambios, el envío de vuelta corre de su cuenta, salvo que el artículo sea defectuoso o no sea el que pidió. Basta con contactar con atención al cliente indicando el número de pedido. Este compromiso se suma a sus derechos legales, en particular al derecho de desistimiento de 14 días (apartado 9), y nunca los limita.",
      },
      { kind: "heading", text: "9. Derecho de desistimiento" },
      {
        kind: "paragraph",
        text: "Como consumidor, tiene usted derecho a desistir del contrato en un plazo de 14 días naturales sin necesidad de justificación. El plazo expira a los 14 días naturales del día en que usted o un tercero por usted indicado, distinto del transportista, adquirió la posesión material de los bienes (del último, si el pedido llega en varios envíos).",
      },
      {
        kind: "paragraph",
        text: "Para ejercer este derecho, deberá notificarnos su decisión de desistir mediante una declaración inequívoca, por ejemplo un correo electrónico a support@brisahome.example o un mensaje por el formulario de contacto de la página de Asistencia. Puede utilizar el modelo del apartado 10 (se lo enviamos también si lo pide), aunque no es obligatorio. Para cumplir el plazo, basta con enviar la comunicación antes de que venza.",
      },
      {
        kind: "paragraph",
        text: "Consecuencias del desistimiento: le devolveremos todos los pagos recibidos de usted, incluidos los gastos de entrega ordinaria, sin demora indebida y, a más tardar, en 14 días naturales desde que nos informe de su decisión. Utilizaremos el mismo medio de pago que usted empleó, salvo que disponga expresamente otra cosa, y el reembolso no le supondrá ningún gasto. Podremos retener el reembolso hasta haber recibido los bienes o hasta que usted presente una prueba de su devolución, según qué condición se cumpla primero.",
      },
      {
        kind: "paragraph",
        text: "Deberá devolver los bienes sin demora indebida y, a más tardar, en 14 días naturales desde que nos comunique su decisión; atención al cliente le indicará la dirección de devolución. Nosotros asumimos el coste de devolución de los aparatos principales; el coste directo de devolución de accesorios y recambios corre de su cuenta. Solo responderá de la disminución de valor de los bienes resultante de una manipulación distinta a la necesaria para establecer su naturaleza, sus características o su funcionamiento.",
      },
      {
        kind: "paragraph",
        text: "Conforme al artículo 103 del TRLGDCU, el derecho de desistimiento no se aplica a los bienes precintados que no sean aptos para ser devueltos por razones de protección de la salud o de higiene y que hayan sido desprecintados tras la entrega, como las bolsas de filtro y otros consumibles similares.",
      },
      { kind: "heading", text: "10. Modelo de formulario de desistimiento" },
      {
        kind: "paragraph",
        text: "Solo debe cumplimentar y enviar este formulario si desea desistir del contrato. Envíelo a support@brisahome.example o facilítenos los mismos datos por el formulario de contacto de la página de Asistencia.",
      },
      {
        kind: "list",
        items: [
          "A la atención de Brisa Home, support@brisahome.example:",
          "Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de venta de los siguientes bienes:",
          "Pedido el/recibido el (*):",
          "Número de pedido:",
          "Nombre del consumidor o de los consumidores:",
          "Domicilio del consumidor o de los consumidores:",
          "Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel):",
          "Fecha:",
          "(*) Táchese lo que no proceda.",
        ],
      },
      { kind: "heading", text: "11. Reembolsos" },
      {
        kind: "paragraph",
        text: "Todos los reembolsos (por nuestro compromiso de devolución, por desistimiento o por garantía) se hacen al medio de pago utilizado en la compra. El pedido aparece como «Reembolsado» cuando el proveedor de pago confirma el reembolso.",
      },
      { kind: "heading", text: "12. Garantía legal de conformidad y garantía comercial" },
      {
        kind: "paragraph",
        text: "Como consumidor, dispone de la garantía legal de conformidad del TRLGDCU, que es gratuita y no puede excluirse ni limitarse. En España, para los bienes adquiridos desde el 1 de enero de 2022, respondemos de las faltas de conformidad que se manifiesten en un plazo de tres años desde la entrega (en el resto de la Unión Europea, el plazo mínimo legal es de dos años). Salvo prueba en contrario, se presume que las faltas de conformidad que se manifiesten en los dos años siguientes a la entrega ya existían en ese momento.",
      },
      {
        kind: "paragraph",
        text: "Puede exigir la reparación o la sustitución, sin coste y en un plazo razonable, y, si no son posibles o no resuelven el problema, una rebaja del precio o la resolución del contrato. Para ello, contacte con atención al cliente indicando el número de pedido.",
      },
      {
        kind: "paragraph",
        text: "Además, Brisa Home ofrece una garantía comercial de 1 año desde la entrega sobre el cuerpo principal de cada aparato: si presenta un defecto, lo reparamos o sustituimos gratis. Las baterías, los filtros, los cepillos y demás piezas de desgaste solo están cubiertos frente a defectos de fabricación, no frente al desgaste normal. Para reclamar, escriba a atención al cliente con el número de pedido y una descripción del problema. Esta garantía se suma a la garantía legal y a sus demás derechos como consumidor, sin limitarlos.",
      },
      { kind: "heading", text: "13. Opiniones sobre productos" },
      {
        kind: "paragraph",
        text: "Los compradores pueden opinar sobre los productos. Las opiniones deben ser sinceras, lícitas y sobre el producto; no pueden incluir contenidos ofensivos, datos de terceros, publicidad ni material que usted no pueda compartir. Podemos moderar las opiniones y retirar las que incumplan estas normas. Su valoración, el texto, las fotos (hasta tres) y su apodo se muestran públicamente. Al enviar una opinión, nos concede una licencia no exclusiva y gratuita para mostrarla en nuestra tienda.",
      },
      { kind: "heading", text: "14. Uso de la tienda" },
      {
        kind: "paragraph",
        text: "Utilice la tienda solo con fines lícitos: no interfiera en su funcionamiento, no eluda los límites de solicitudes ni las medidas de seguridad y no use la cuenta o el medio de pago de otra persona. Podemos suspender las cuentas que incumplan estas condiciones. Los textos, las imágenes y la marca Brisa Home están protegidos por derechos de propiedad intelectual e industrial.",
      },
      { kind: "heading", text: "15. Responsabilidad" },
      {
        kind: "paragraph",
        text: "Respondemos conforme a la ley de los daños causados por el incumplimiento de nuestras obligaciones. Salvo en los casos siguientes, no respondemos de daños imprevisibles al celebrar el contrato ni de pérdidas empresariales, ya que nuestros productos se venden para uso privado.",
      },
      {
        kind: "paragraph",
        text: "Esta limitación no se aplica en caso de dolo o culpa grave, de daños a la vida, la integridad física o la salud, de responsabilidad por productos defectuosos, de incumplimiento de obligaciones contractuales esenciales cuando la ley no permita limitarla ni en ningún otro caso en que la ley lo impida.",
      },
      { kind: "heading", text: "16. Legislación aplicable, reclamaciones y resolución de conflictos" },
      {
        kind: "paragraph",
        text: "Estas condiciones se rigen por la legislación del país en el que Brisa Home tiene su domicilio social. Ello no le priva de la protección de las normas imperativas del país en el que usted resida, en particular la normativa española de consumo, y puede demandarnos ante los tribunales de su domicilio.",
      },
      {
        kind: "paragraph",
        text: "Si tiene una queja, diríjase primero a atención al cliente; respondemos lo antes posible y, como máximo, en un mes. Existen hojas de reclamaciones a disposición de los consumidores; puede solicitarlas en support@brisahome.example y se las enviaremos. También puede acudir a la Oficina Municipal de Información al Consumidor (OMIC) o a los servicios de consumo de su comunidad autónoma.",
      },
      {
        kind: "paragraph",
        text: "Los consumidores pueden acudir también a entidades de resolución alternativa de litigios de consumo. Brisa Home no está adherida al Sistema Arbitral de Consumo ni a otras entidades de este tipo, y no está obligada ni dispuesta a participar en procedimientos ante una junta arbitral de consumo u otra entidad similar, salvo que la ley lo exija.",
      },
      { kind: "heading", text: "17. Modificación de las condiciones" },
      {
        kind: "paragraph",
        text: "Podemos modificar estas condiciones para el futuro, por ejemplo si cambian la ley o nuestros servicios. Los cambios solo afectan a los pedidos posteriores; cada pedido se rige por la versión vigente en el momento de realizarlo.",
      },
    ],
  },
};
