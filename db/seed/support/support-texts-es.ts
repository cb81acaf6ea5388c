import type { DemoSupportTexts } from "./support-texts.ts";

/** The support centre's demo texts in Spanish. */
export const supportTextsEs: DemoSupportTexts = {
  faqs: {
    "order-change-after-placing": {
      question: "¿Puedo modificar o cancelar un pedido después de hacerlo?",
      answer: [
        "Si todavía no lo ha pagado, puede cancelarlo directamente: abra «Mis pedidos», elija el pedido con el estado «Sin pagar» y pulse «Cancelar pedido». Después puede hacer un pedido nuevo con los cambios que necesite.",
        "Si ya lo ha pagado pero aún no se ha enviado, escríbanos cuanto antes desde la página «Comentarios» del centro de asistencia o a support@brisahome.example, con el número de pedido y el cambio que desea. Si el paquete todavía no ha salido del almacén, lo cancelaremos o lo modificaremos.",
        "Si el pedido ya está en camino, no podemos detenerlo. Recíbalo y utilice nuestra devolución de 7 días: puede devolver o cambiar el producto por cualquier motivo.",
      ],
    },
    "order-payment-time": {
      question: "¿Cuánto tiempo tengo para pagar un pedido?",
      answer: [
        "Dispone de 30 minutos desde que realiza el pedido para completar el pago. Durante ese tiempo le reservamos los artículos.",
        "Si un intento de pago falla o lo interrumpe, puede volver a intentarlo desde la página del pedido, en «Mis pedidos», con el botón «Pagar ahora», siempre que no hayan pasado los 30 minutos.",
        "Pasado ese plazo, el pedido se cancela automáticamente y los artículos vuelven a estar disponibles para otros clientes. Si aún quiere los productos, añádalos de nuevo al carrito y haga un pedido nuevo.",
      ],
    },
    "order-payment-methods": {
      question: "¿Qué formas de pago aceptan?",
      answer: [
        "Puede pagar con tarjeta de crédito o débito, PayPal, Google Pay, Apple Pay y Klarna. Elija la que prefiera en el último paso de la compra.",
        "Si paga con Klarna, el pedido puede aparecer como «Pendiente» durante unos instantes mientras Klarna confirma el pago. No hace falta pagar de nuevo: el estado se actualiza solo en cuanto recibimos la confirmación.",
      ],
    },
    "order-coupon-use": {
      question: "¿Cómo uso un cupón de descuento?",
      answer: [
        "Al pagar, escriba el código en el campo del cupón o elija uno de los cupones guardados en su cuenta. Solo se puede usar un cupón por pedido.",
        "En «Mis cupones» verá a qué productos se aplica cada cupón, el importe mínimo de compra y sus fechas de validez. Si un cupón no se aplica, compruebe que su carrito contiene artículos válidos y que alcanza ese mínimo.",
        "Si cancela un pedido sin pagar, o se cancela solo porque pasaron los 30 minutos, el cupón vuelve a su cuenta y puede usarlo otra vez.",
      ],
    },
    "shipping-time": {
      question: "¿Cuánto tarda en llegar mi pedido?",
      answer: [
        "Preparamos y enviamos los pedidos en un plazo de 2 a 5 días hábiles desde el pago. En cuanto el paquete sale del almacén, le enviamos un correo electrónico con el número de seguimiento del transportista.",
        "En «Mis pedidos» puede ver en todo momento en qué punto está su pedido: mientras lo preparamos aparece como «En proceso» y, cuando sale, como «Enviado».",
      ],
    },
    "shipping-cost": {
      question: "¿Cuánto cuesta el envío?",
      answer: [
        "El envío es gratuito en todos nuestros aparatos: robots aspiradores, aspiradoras sin cable, aspiradoras en seco y húmedo y freidoras de aire.",
        "Los pedidos que solo contienen accesorios o recambios pueden tener un pequeño coste de envío, que verá en el resumen del pedido antes de pagar.",
      ],
    },
    "shipping-countries": {
      question: "¿A qué países hacen envíos?",
      answer: [
        "Cada web regional de Brisa Home entrega dentro de su propio país. Esta web envía a direcciones de España.",
        "Si quiere recibir un pedido en otro país, elija la web de ese país en el selector de país o región y haga allí su compra; los precios y los cupones pueden ser distintos.",
      ],
    },
    "returns-seven-days": {
      question: "¿Puedo devolver un producto?",
      answer: [
        "Sí. Durante los 7 días siguientes a la entrega puede devolver o cambiar cualquier producto por cualquier motivo, aunque no tenga ningún defecto. En los aparatos (robots, aspiradoras y freidoras), la devolución es gratuita.",
        "Además, como consumidor en la Unión Europea, tiene el derecho legal de desistimiento de 14 días naturales desde la entrega, sin necesidad de justificar su decisión. Nuestra política de 7 días se suma a ese derecho y no lo sustituye.",
      ],
    },
    "returns-how": {
      question: "¿Cómo hago una devolución?",
      answer: [
        "Escríbanos desde la página «Comentarios» del centro de asistencia o a support@brisahome.example con el número de pedido, el producto que quiere devolver y si prefiere el reembolso o un cambio.",
        "Guarde el producto en su caja con todos los accesorios, manuales y piezas que venían con él, y pegue en el paquete la etiqueta de envío que le enviaremos por correo electrónico.",
        "En cuanto recibamos el paquete, le reembolsaremos el importe con el mismo método de pago que utilizó.",
      ],
    },
    "returns-refund-time": {
      question: "¿Cuándo me devuelven el dinero?",
      answer: [
        "Tramitamos el reembolso en un plazo máximo de 14 días desde que la devolución llega a nuestro almacén, siempre con el método de pago original.",
        "Cuando el proveedor de pago confirma la operación, el pedido aparece como «Reembolsado» en «Mis pedidos». Según su banco, el importe puede tardar unos días más en verse en su cuenta.",
        "Tenga en cuenta que, si utilizó un cupón en ese pedido, el cupón no se devuelve con el reembolso.",
      ],
    },
    "warranty-length": {
      question: "¿Cuánto dura la garantía?",
      answer: [
        "El cuerpo principal de todos nuestros aparatos tiene 1 año de garantía de Brisa Home desde la fecha de entrega. Esta garantía se suma a la garantía legal que le corresponde como consumidor y no la limita.",
        "Las piezas de desgaste, como filtros, cepillos, mopas y baterías, están cubiertas frente a defectos de fabricación. El desgaste normal por el uso, por ejemplo un filtro que ha perdido eficacia o unas cerdas abiertas, no se considera un defecto.",
      ],
    },
    "warranty-claim": {
      question: "¿Cómo solicito una reparación en garantía?",
      answer: [
        "Escríbanos desde la página «Comentarios» del centro de asistencia o a support@brisahome.example con el número de pedido, el modelo, una descripción del problema y una foto o un vídeo breve en el que se vea.",
        "Antes, le recomendamos consultar las guías de solución de problemas de su modelo: muchos fallos se resuelven limpiando un filtro, un cepillo o un sensor.",
        "Si el fallo está cubierto por la garantía, repararemos o sustituiremos el aparato y le indicaremos cómo enviárnoslo.",
      ],
    },
    "warranty-spare-parts": {
      question: "¿Dónde puedo comprar recambios?",
      answer: [
        "En la página de asistencia de cada modelo encontrará los accesorios y recambios compatibles: filtros, cepillos, mopas, bolsas de polvo, baterías o cestas, según el aparato. Todos se pueden comprar en nuestra tienda.",
        "También mantenemos recambios para modelos que ya no vendemos, como el AeroSweep R4. Si no está seguro de qué pieza necesita, escríbanos indicando su modelo.",
      ],
    },
    "account-reset-password": {
      question: "He olvidado mi contraseña. ¿Qué hago?",
      answer: [
        "En la página de inicio de sesión, pulse «¿Has olvidado tu contraseña?» e introduzca el correo electrónico de su cuenta. Le enviaremos un código de 6 dígitos.",
        "Introduzca el código junto con su nueva contraseña. El código es válido durante 10 minutos y solo sirve una vez; si caduca, pida otro con «Reenviar código». Si no recibe el correo, revise la carpeta de correo no deseado.",
      ],
    },
    "account-change-email": {
      question: "¿Cómo cambio mi correo electrónico?",
      answer: [
        "Inicie sesión, abra «Mi cuenta» e introduzca la nueva dirección en el apartado «Correo electrónico».",
        "Le enviaremos un código de verificación a la nueva dirección; introdúzcalo en los 10 minutos siguientes para confirmar el cambio. Hasta entonces, seguirá iniciando sesión con la dirección anterior. Una dirección que ya pertenece a otra cuenta de Brisa Home no se puede usar.",
      ],
    },
    "account-delete": {
      question: "¿Cómo elimino mi cuenta?",
      answer: [
        "Escríbanos desde la página «Comentarios» del centro de asistencia o a support@brisahome.example, desde el correo vinculado a su cuenta, y pídanos que la eliminemos. Antes, compruebe que no tiene pedidos pendientes de entrega ni devoluciones abiertas.",
        "Eliminaremos sus datos personales y sus direcciones guardadas. Los registros de sus pedidos se conservan durante el tiempo que exige la normativa fiscal.",
      ],
    },
    "robot-first-run": {
      question: "¿Qué debo hacer antes de la primera limpieza con el robot?",
      answer: [
        "Cargue el robot por completo en su base antes de la primera limpieza; tarda unas 4 o 5 horas.",
        "Coloque la base contra una pared, sobre suelo duro y plano y cerca de un enchufe, con 0,5 m libres a cada lado y 1,5 m libres por delante. Así el robot la encontrará sin dificultad al volver.",
        "Despeje el suelo: recoja cables, cordones de cortinas, calcetines, juguetes y objetos pequeños, y abra las puertas de las habitaciones que quiera limpiar. El R7 Max y el R9 Pro crean el mapa de la casa en esta primera limpieza, así que cuanto más despejado esté el suelo, más completo será el mapa.",
      ],
    },
    "robot-map": {
      question: "¿Cómo crea el robot el mapa de mi casa?",
      answer: [
        "El AeroSweep R7 Max y el R9 Pro escanean la casa con un sensor láser LiDAR durante la primera limpieza y crean el mapa en una sola pasada. Deje las puertas abiertas y el suelo despejado para que el mapa quede completo.",
        "Al terminar, guarde el mapa en la app. Después puede dividirlo en habitaciones, ponerles nombre y añadir zonas prohibidas o líneas virtuales que el robot no cruzará.",
        "Si su casa tiene varias plantas, el R7 Max puede memorizar hasta cuatro mapas: lleve el robot a cada planta y haga allí una limpieza completa para crear su mapa.",
      ],
    },
    "robot-carpets": {
      question: "¿El robot limpia alfombras?",
      answer: [
        "Sí. Todos los AeroSweep detectan las alfombras y aumentan la succión automáticamente al pasar por encima; al volver al suelo duro, la reducen de nuevo.",
        "Cuando friega, el R9 Pro eleva sus mopas 10 mm en cuanto llega a una alfombra, así que la aspira sin mojarla. El R7 Max no eleva la mopa: con el módulo de fregado puesto, evita las alfombras. Márquelas en la app como zona sin fregado o quite el módulo cuando quiera aspirarlas.",
        "Las alfombras muy gruesas, de más de 2 cm, y los flecos largos pueden bloquear al robot; en ese caso, exclúyalas con una zona prohibida.",
      ],
    },
    "robot-auto-empty": {
      question: "¿Cada cuánto hay que cambiar la bolsa de la base AutoEmpty?",
      answer: [
        "La bolsa de 3 litros de la base AutoEmpty del R9 Pro tiene capacidad para unas 6 a 8 semanas de polvo en un hogar normal; con mascotas o muchas alfombras se llena antes. La app le avisa cuando la bolsa está llena.",
        "Para cambiarla, abra la tapa de la base y saque la bolsa: se cierra sola al retirarla, así que el polvo no se escapa. Coloque una bolsa nueva y cierre la tapa. Encontrará bolsas de recambio, también en versión antibacteriana, en la página del R9 Pro.",
      ],
    },
    "stick-runtime": {
      question: "¿Cuánto dura la batería de la aspiradora sin cable?",
      answer: [
        "Depende del modelo y del modo de potencia. En el modo de menor potencia, la AeroStick S6 ofrece hasta 40 minutos, la S8 Flex hasta 55 minutos y la S12 Pro hasta 70 minutos.",
        "El modo máximo (boost) acorta mucho la autonomía, así que conviene reservarlo para alfombras gruesas y suciedad incrustada. La S12 Pro ajusta la potencia sola según el polvo que detecta y muestra en su pantalla los minutos que le quedan.",
        "En la S6 y la S8 Flex puede duplicar el tiempo de limpieza con una segunda batería extraíble: cárguela mientras limpia y cámbiela con un clic cuando se agote la primera.",
      ],
    },
    "stick-charging": {
      question: "¿Cómo cargo la aspiradora sin cable?",
      answer: [
        "Puede cargarla colgada en su soporte de pared con el cargador conectado, o enchufando el cable del cargador directamente a la batería, tanto si está puesta en la aspiradora como si la ha sacado.",
        "Una carga completa tarda unas 3,5 horas en la S6 y la S8 Flex, y unas 4 horas en la S12 Pro. Cargue la batería a temperatura ambiente, entre 5 y 35 °C.",
        "Los LED de la batería indican el nivel de carga; cuando están todos encendidos, la batería está llena. La S12 Pro muestra además el nivel en su pantalla a color.",
      ],
    },
    "stick-filter-wash": {
      question: "¿Cada cuánto debo lavar el filtro?",
      answer: [
        "Lave el filtro una vez al mes, o antes si nota que la succión baja. Aclárelo solo con agua fría, sin jabón ni detergente.",
        "Déjelo secar al aire al menos 24 horas antes de volver a colocarlo: un filtro húmedo puede dañar el motor y provocar malos olores. No lo seque en la secadora, en el horno ni junto a un radiador.",
        "Sustituya el filtro cada 6 a 12 meses, según el uso. El filtro HEPA lavable para AeroStick sirve para todos los modelos y está disponible en nuestra tienda.",
      ],
    },
    "wetdry-floors": {
      question: "¿En qué suelos puedo usar la AquaGlide?",
      answer: [
        "La AquaGlide está pensada para suelos duros sellados: baldosas, gres, vinilo, laminado, linóleo, piedra sellada y madera barnizada o sellada.",
        "No la utilice sobre madera sin tratar, encerada o aceitada, ni sobre alfombras o moquetas: el agua puede penetrar y dañarlas. En la madera sellada y el laminado, elija el modo eco o de poca agua para que el suelo se seque en un par de minutos.",
      ],
    },
    "wetdry-detergent": {
      question: "¿Qué producto de limpieza puedo usar?",
      answer: [
        "El agua sola ya limpia bien la suciedad del día a día. Para manchas más difíciles, use el limpiador de suelos incluido con su AquaGlide u otro limpiador de baja espuma específico para aspiradoras en seco y húmedo, en la dosis que indique el envase.",
        "No use nunca lejía, aceites esenciales ni detergentes domésticos: hacen espuma, pueden dejar una película pegajosa en el suelo y dañar las juntas y el motor. Con la W7 Pro, el agua a 60 °C ya disuelve la grasa, así que a menudo basta con agua.",
      ],
    },
    "wetdry-self-clean": {
      question: "¿Cómo funciona el ciclo de autolimpieza?",
      answer: [
        "Coloque la aspiradora en su base y pulse el botón de autolimpieza. La máquina hace pasar agua limpia por el rodillo y los conductos y aspira el agua sucia a su depósito, así que asegúrese antes de que queda agua en el depósito de agua limpia.",
        "Al final del ciclo, la W5 Max y la W7 Pro secan el rodillo con aire caliente para que no coja olores; la W7 Pro, además, lo aclara con agua a 80 °C.",
        "Cuando termine, vacíe y aclare el depósito de agua sucia. No deje agua sucia dentro hasta el día siguiente.",
      ],
    },
    "fryer-preheat": {
      question: "¿Hay que precalentar la freidora de aire?",
      answer: [
        "Para obtener los resultados más crujientes, precaliente la freidora vacía durante 3 minutos a la temperatura de la receta antes de poner los alimentos.",
        "Si usa un programa automático, no tiene que hacerlo usted: los programas ya incluyen el precalentamiento.",
      ],
    },
    "fryer-dishwasher": {
      question: "¿Puedo meter la cesta en el lavavajillas?",
      answer: [
        "Sí. La cesta y la rejilla son aptas para lavavajillas. Si prefiere lavarlas a mano, use agua caliente, jabón y una esponja no abrasiva; evite los estropajos metálicos, que dañan el revestimiento antiadherente.",
        "El cuerpo de la freidora no debe sumergirse nunca en agua ni ponerse bajo el grifo. Desenchúfela, deje que se enfríe y límpiela por dentro y por fuera con un paño húmedo.",
      ],
    },
    "fryer-dual-zone": {
      question: "¿Cómo funcionan las dos cestas de la CrispAir F9 Dual?",
      answer: [
        "Cada cesta de 4,5 litros tiene su propia temperatura y su propio temporizador, así que puede cocinar dos alimentos distintos a la vez. También puede usar una sola cesta.",
        "Con Sync Finish, ajuste el tiempo y la temperatura de cada cesta y active la función: la freidora retrasa el inicio de la cesta más corta para que las dos terminen al mismo tiempo, por ejemplo el pollo y las verduras.",
        "Con Match Cook, programe una cesta y sus ajustes se copian a la otra. Es práctico para una ración grande de un mismo alimento, como patatas fritas para seis personas.",
      ],
    },
  },
  troubleshooting: {
    "robot-not-charging": {
      symptom: "El robot no se carga en su base",
      summary:
        "Casi siempre se debe a que la base no recibe corriente o a que los contactos de carga están sucios o no se tocan bien.",
      causes: [
        "La base está desenchufada o la toma de corriente no funciona.",
        "Los contactos de carga del robot o de la base están sucios.",
        "La base está mal colocada: sobre una alfombra, en un suelo irregular o sin espacio suficiente para que el robot se acople.",
      ],
      steps: [
        "Compruebe que la base está enchufada y que su indicador de alimentación está encendido; si no lo está, pruebe con otra toma de corriente.",
        "Limpie los contactos metálicos del robot y de la base con un paño seco, sin agua ni productos de limpieza.",
        "Coloque la base contra una pared, sobre suelo duro y plano, con 0,5 m libres a cada lado y 1,5 m por delante.",
        "Coloque el robot a mano en la base de modo que sus contactos toquen los de la base, y compruebe que empieza a cargar.",
        "Si sigue sin cargar, apague el robot, vuelva a encenderlo y colóquelo de nuevo en la base. Si el problema continúa, escríbanos desde la página «Comentarios» del centro de asistencia.",
      ],
    },
    "robot-stuck": {
      symptom: "El robot se queda atascado a menudo",
      summary:
        "Los cables sueltos, los umbrales altos y los muebles bajos son los obstáculos más habituales; con un poco de orden y algunas zonas prohibidas se evitan casi siempre.",
      causes: [
        "Cables, cordones, calcetines o flecos de alfombra en el suelo.",
        "Umbrales o escalones de más de 2 cm, que el robot no puede superar.",
        "Muebles bajos en los que el robot se mete pero de los que no consigue salir.",
        "Sensores anticaída sucios, que hacen que el robot confunda el suelo con un escalón.",
      ],
      steps: [
        "Antes de cada limpieza, recoja del suelo cables, cordones, ropa y juguetes pequeños.",
        "En la app, añada una zona prohibida o una línea virtual en los lugares donde suele atascarse, como umbrales de más de 2 cm o muebles bajos.",
        "Limpie los sensores anticaída de la parte inferior del robot con un paño seco y suave.",
        "Compruebe que las ruedas giran libremente y retire el pelo enredado en sus ejes.",
      ],
    },
    "robot-weak-suction": {
      symptom: "El robot aspira poco o deja suciedad",
      summary:
        "Un depósito lleno, un filtro obstruido o pelo enrollado en el cepillo principal reducen la succión; una limpieza rápida suele resolverlo.",
      causes: [
        "El depósito de polvo está lleno.",
        "El filtro está obstruido o ha llegado al final de su vida útil.",
        "Hay pelo o hilos enrollados en el cepillo principal o en los cepillos laterales.",
        "En el R9 Pro, la bolsa de la base AutoEmpty está llena y la base ya no puede vaciar el depósito.",
      ],
      steps: [
        "Vacíe el depósito de polvo y límpielo con un paño seco.",
        "Saque el filtro, golpéelo suavemente contra el borde de la papelera para soltar el polvo y vuelva a colocarlo; sustitúyalo cada 3 meses.",
        "Retire el cepillo principal, corte el pelo enredado con la herramienta de limpieza o con unas tijeras y limpie sus extremos.",
        "Compruebe que los cepillos laterales giran y que sus cerdas no están abiertas; cámbielos si están deformados.",
        "En el R9 Pro, mire en la app si la bolsa AutoEmpty está llena y, si es así, cámbiela.",
      ],
    },
    "robot-wifi": {
      symptom: "La app no encuentra el robot",
      summary:
        "El robot solo se conecta a redes Wi-Fi de 2,4 GHz, y el teléfono debe estar en esa misma red mientras lo vincula.",
      causes: [
        "La red es de 5 GHz, o el router emite 2,4 GHz y 5 GHz con un mismo nombre.",
        "El teléfono está conectado a otra red o usa los datos móviles.",
        "El robot está demasiado lejos del router y la señal es débil.",
      ],
      steps: [
        "Conecte el teléfono a la red Wi-Fi de 2,4 GHz de su casa; si el router usa un mismo nombre para las dos bandas, active en su configuración una red solo de 2,4 GHz mientras vincula el robot.",
        "Desactive los datos móviles y cualquier VPN del teléfono durante la vinculación.",
        "Acerque el robot y su base al router mientras lo configura.",
        "Restablezca el Wi-Fi del robot manteniendo pulsados sus dos botones a la vez durante 3 segundos.",
        "Vuelva a añadir el robot en la app, siga los pasos de la pantalla y escriba con cuidado la contraseña del Wi-Fi.",
      ],
    },
    "robot-mop-streaks": {
      symptom: "La mopa deja marcas o charcos",
      summary:
        "Las marcas y los charcos suelen deberse a una mopa sucia, a demasiada agua o a restos de detergente.",
      causes: [
        "La mopa está sucia o saturada de suciedad de limpiezas anteriores.",
        "El nivel de agua es demasiado alto para ese tipo de suelo.",
        "Se ha añadido detergente u otro producto de limpieza al depósito de agua.",
      ],
      steps: [
        "Lave las mopas después de cada uso (las del R7 Max admiten lavadora hasta 60 °C) y déjelas secar antes de volver a colocarlas.",
        "En la app, baje el nivel de agua; en madera sellada y laminado suele bastar el nivel más bajo.",
        "Vacíe y aclare el depósito de agua y llénelo solo con agua limpia, sin detergentes ni productos que hagan espuma.",
        "En el R7 Max, retire el módulo de fregado cuando el robot termine, para que la mopa húmeda no deje marca bajo la base.",
        "Sustituya las mopas gastadas: las del R7 Max después de unos 50 lavados y las del R9 Pro cada 3 meses.",
      ],
    },
    "stick-stops-suddenly": {
      symptom: "La aspiradora se apaga de repente",
      summary:
        "Suele ser la protección contra el sobrecalentamiento, que se activa cuando algo obstruye el paso del aire; también puede deberse a una batería agotada o a un depósito lleno.",
      causes: [
        "Un atasco en el tubo, en el cepillo o en la entrada del depósito calienta el motor y la protección lo apaga.",
        "La batería se ha agotado.",
        "El depósito de polvo está lleno por encima de la línea máxima.",
      ],
      steps: [
        "Apague la aspiradora y déjela enfriar 30 minutos antes de volver a usarla.",
        "Separe el tubo y el cepillo, mire a través de ellos y retire cualquier objeto o bola de pelusa que los obstruya.",
        "Vacíe el depósito y compruebe que su entrada está despejada.",
        "Si el filtro está sucio, lávelo con agua fría y déjelo secar 24 horas antes de colocarlo.",
        "Cargue la batería por completo y pruebe de nuevo; si se sigue apagando sin que haya obstrucciones, escríbanos desde la página «Comentarios».",
      ],
    },
    "stick-pulsing": {
      symptom: "El motor se acelera y se frena una y otra vez",
      summary:
        "El motor funciona a pulsos cuando no le llega suficiente aire, normalmente por un atasco o un filtro obstruido.",
      causes: [
        "Hay un atasco en el tubo, en el cepillo o en la entrada del depósito.",
        "El filtro está sucio u obstruido, o se colocó todavía húmedo.",
        "El depósito está demasiado lleno.",
      ],
      steps: [
        "Apague la aspiradora y separe el tubo y el cepillo.",
        "Revise todo el recorrido del aire, desde el cepillo y el tubo (incluida la articulación en la S8 Flex) hasta la entrada del depósito, y retire lo que encuentre.",
        "Vacíe el depósito y golpee suavemente el ciclón para soltar el polvo.",
        "Lave el filtro con agua fría y déjelo secar 24 horas; si lo lavó hace poco, compruebe que está completamente seco.",
        "Vuelva a montar la aspiradora y compruebe que el motor funciona de forma continua.",
      ],
    },
    "stick-battery-not-charging": {
      symptom: "La batería no se carga",
      summary:
        "Compruebe primero la conexión del cargador y la temperatura de la habitación; si los LED parpadean en rojo, la batería puede estar desgastada.",
      causes: [
        "El cargador no está bien conectado o la aspiradora no está bien colocada en el soporte.",
        "La temperatura está fuera del rango de carga, de 5 a 35 °C.",
        "La batería está desgastada y ha llegado al final de su vida útil.",
      ],
      steps: [
        "Compruebe que el cargador está enchufado y que su conector entra a fondo en la aspiradora o en la batería; si usa el soporte de pared, descuelgue la aspiradora y vuelva a colgarla hasta que encaje.",
        "Saque la batería y vuelva a colocarla hasta oír un clic.",
        "Si la aspiradora ha estado en un lugar frío o cerca de una fuente de calor, déjela una hora a temperatura ambiente y cárguela entre 5 y 35 °C.",
        "Si los LED de la batería parpadean en rojo, la batería está desgastada: sustitúyala por una batería original de nuestra tienda. Si la aspiradora tiene menos de un año, escríbanos antes para comprobar si se trata de un defecto de fabricación.",
      ],
    },
    "stick-brush-not-spinning": {
      symptom: "El cepillo del suelo no gira",
      summary:
        "El rodillo se detiene si tiene pelo enrollado, si algo lo bloquea o si el cepillo no está bien encajado en el tubo.",
      causes: [
        "Pelo, hilos o pelusa enrollados en el rodillo.",
        "Un objeto atascado en el cabezal que bloquea el rodillo.",
        "El cepillo no está bien encajado en el tubo y no recibe corriente.",
      ],
      steps: [
        "Apague la aspiradora y separe el cepillo del tubo.",
        "Abra la tapa lateral del cabezal y saque el rodillo.",
        "Corte el pelo enredado con unas tijeras, sin dañar las cerdas, y retire los hilos y la pelusa de los extremos del rodillo.",
        "Compruebe que no queda nada atascado en el cabezal y que el rodillo gira libremente con la mano.",
        "Vuelva a colocar el rodillo y encaje el cepillo en el tubo hasta oír un clic.",
      ],
    },
    "wetdry-streaks": {
      symptom: "El suelo queda mojado o con marcas",
      summary:
        "Un rodillo sucio, el depósito de agua sucia lleno o demasiado producto de limpieza impiden que la AquaGlide recoja bien el agua.",
      causes: [
        "El rodillo está sucio o empapado.",
        "El depósito de agua sucia está lleno y la máquina ya no puede aspirar el agua.",
        "Se ha usado demasiado producto de limpieza o uno que hace espuma.",
      ],
      steps: [
        "Coloque la aspiradora en la base y ejecute el ciclo de autolimpieza.",
        "Vacíe y aclare el depósito de agua sucia y su filtro.",
        "Dosifique el limpiador según el envase; si tiene dudas, friegue solo con agua durante unas cuantas limpiezas para eliminar los restos.",
        "Compruebe que el rodillo está bien colocado y sustitúyalo si la microfibra está aplastada o gastada, aproximadamente cada 6 meses.",
        "Avance despacio y, en madera sellada o laminado, use el modo de poca agua.",
      ],
    },
    "wetdry-no-water": {
      symptom: "No sale agua al fregar",
      summary:
        "Normalmente el depósito de agua limpia está vacío o mal colocado, o la boquilla de salida de agua está obstruida.",
      causes: [
        "El depósito de agua limpia está vacío.",
        "El depósito de agua limpia no está bien encajado o su tapa no está cerrada.",
        "La boquilla de salida de agua está obstruida por cal o suciedad.",
      ],
      steps: [
        "Llene el depósito de agua limpia hasta la línea de llenado máximo y cierre bien su tapa.",
        "Vuelva a colocar el depósito presionándolo hasta que encaje con un clic.",
        "Retire el rodillo y aclare la boquilla de salida de agua bajo el grifo; si tiene cal o suciedad, límpiela con el cepillo de limpieza incluido.",
        "Coloque de nuevo el rodillo, encienda la aspiradora y espere unos segundos a que el agua llegue al rodillo antes de avanzar.",
      ],
    },
    "wetdry-smell": {
      symptom: "La aspiradora huele mal",
      summary:
        "El mal olor aparece cuando el agua sucia se queda en el depósito o el rodillo se guarda húmedo.",
      causes: [
        "Agua sucia que se ha quedado en el depósito después de limpiar.",
        "El rodillo se ha guardado mojado.",
        "El filtro del depósito de agua sucia está sucio o gastado.",
      ],
      steps: [
        "Vacíe y aclare el depósito de agua sucia después de cada uso, incluidos la tapa y el flotador.",
        "Ejecute el ciclo de autolimpieza en la base tras cada limpieza.",
        "Deje secar el rodillo: la W5 Max y la W7 Pro lo secan solas con aire caliente al final del ciclo; en la W3, sáquelo y déjelo secar al aire antes de volver a colocarlo.",
        "Limpie el filtro del depósito de agua sucia y sustitúyalo cada 2 meses.",
        "Si no va a usar la aspiradora durante varios días, guárdela con los dos depósitos vacíos y secos en un lugar ventilado.",
      ],
    },
    "wetdry-error-tank": {
      symptom: "La pantalla muestra el aviso del depósito de agua sucia",
      summary:
        "El aviso aparece cuando el depósito de agua sucia está lleno o cuando su flotador se queda atascado.",
      causes: [
        "El depósito de agua sucia está lleno.",
        "El flotador está atascado por suciedad, pelo o espuma.",
        "El depósito no está bien colocado.",
      ],
      steps: [
        "Apague la aspiradora, saque el depósito de agua sucia y vacíelo.",
        "Aclare el depósito, su filtro y el flotador bajo el grifo y compruebe que el flotador sube y baja libremente.",
        "Si había mucha espuma en el depósito, reduzca la dosis de limpiador o use uno de baja espuma.",
        "Vuelva a colocar el depósito hasta que encaje; al encender la aspiradora, el aviso debería desaparecer.",
      ],
    },
    "fryer-not-crispy": {
      symptom: "La comida no queda crujiente",
      summary:
        "El aire caliente necesita circular alrededor de cada trozo: una cesta demasiado llena, la falta de precalentamiento o la comida húmeda dan resultados blandos.",
      causes: [
        "La cesta está demasiado llena y el aire no circula.",
        "No se ha precalentado la freidora.",
        "Los alimentos estaban húmedos o recién descongelados sin secar.",
        "No se ha agitado la cesta a mitad de cocción.",
      ],
      steps: [
        "Cocine en una sola capa y, si es mucha cantidad, hágalo por tandas.",
        "Precaliente la freidora 3 minutos o use un programa automático, que ya incluye el precalentamiento.",
        "Seque bien los alimentos con papel de cocina antes de cocinarlos.",
        "Mezcle los alimentos frescos con una cucharadita de aceite.",
        "Agite la cesta o dé la vuelta a los alimentos a mitad de cocción; la F6 View le avisa cuando es el momento.",
      ],
    },
    "fryer-white-smoke": {
      symptom: "Sale humo blanco de la freidora",
      summary:
        "El humo blanco suele ser grasa de alimentos grasos que se quema en el fondo de la cesta; no indica una avería.",
      causes: [
        "Alimentos muy grasos, como beicon, salchichas o alitas, que sueltan mucha grasa.",
        "Grasa acumulada de cocciones anteriores en el fondo de la cesta.",
      ],
      steps: [
        "Detenga la cocción, desenchufe la freidora y saque la cesta con cuidado.",
        "Deje que se enfríe, vierta la grasa acumulada y limpie la cesta y la rejilla.",
        "Cuando cocine alimentos grasos, ponga un poco de agua en el fondo de la cesta, debajo de la rejilla, para que la grasa no se queme.",
        "Limpie la cesta y la rejilla después de cada uso para que no se acumule grasa. Si alguna vez sale humo negro, desenchufe la freidora de inmediato y escríbanos.",
      ],
    },
    "fryer-wont-start": {
      symptom: "La freidora no se pone en marcha",
      summary:
        "Por seguridad, la freidora no arranca si la cesta no está bien introducida; compruebe también la toma de corriente.",
      causes: [
        "La cesta no está introducida del todo y el interruptor de seguridad impide el arranque.",
        "La freidora no está bien enchufada o la toma de corriente no funciona.",
      ],
      steps: [
        "Empuje la cesta hasta el fondo, hasta oír un clic; en la F9 Dual, compruebe las dos cestas.",
        "Compruebe que el enchufe está bien conectado a la toma, sin alargadores.",
        "Pruebe la toma con otro aparato y compruebe que no ha saltado el diferencial.",
        "Si la cesta está bien colocada y hay corriente pero la freidora no responde, desenchúfela 10 minutos y vuelva a intentarlo; si sigue igual, escríbanos desde la página «Comentarios».",
      ],
    },
    "fryer-display-error": {
      symptom: "La pantalla muestra un código de error",
      summary:
        "E1 indica un problema del sensor de temperatura y E2 un sobrecalentamiento; en ambos casos, deje enfriar la freidora antes de volver a usarla.",
      causes: [
        "E2: la freidora se ha sobrecalentado, por ejemplo porque sus salidas de aire están tapadas o tiene poco espacio alrededor.",
        "E1: el sensor de temperatura no da una lectura correcta.",
      ],
      steps: [
        "Apague la freidora y desenchúfela.",
        "Déjela enfriar al menos 10 minutos.",
        "Compruebe que las salidas de aire no están tapadas y que hay al menos 10 cm libres alrededor del aparato.",
        "Vuelva a enchufarla y pruebe con una cocción corta.",
        "Si el código vuelve a aparecer, deje de usarla y escríbanos desde la página «Comentarios» indicando el modelo y el código.",
      ],
    },
  },
  tutorials: {
    "robot-setup-app": {
      title: "Configure su AeroSweep con la app",
      summary: "Del desembalaje a la primera limpieza: conecte su robot a la app y deje que conozca su casa.",
      minutes: 20,
      steps: [
        {
          title: "Desembale el robot",
          text: "Retire las protecciones y las cintas del robot y de la base, y coloque los cepillos laterales presionándolos hasta que encajen.",
        },
        {
          title: "Coloque la base",
          text: "Sitúe la base contra una pared, sobre suelo duro y plano, con 0,5 m libres a cada lado y 1,5 m por delante, y enchúfela. Elija un lugar con buena cobertura Wi-Fi.",
        },
        {
          title: "Cargue el robot",
          text: "Ponga el robot en la base de forma que sus contactos toquen los de la base. La primera carga completa tarda unas 4 o 5 horas; mientras tanto, puede preparar la app.",
        },
        {
          title: "Instale la app",
          text: "Descargue la app de Brisa Home desde la tienda de aplicaciones de su teléfono e inicie sesión o cree una cuenta.",
        },
        {
          title: "Vincule el robot",
          text: "Conecte el teléfono a la red Wi-Fi de 2,4 GHz de su casa, añada el robot en la app y siga las indicaciones. El robot no puede conectarse a redes de 5 GHz.",
        },
        {
          title: "Haga la primera limpieza",
          text: "Recoja cables y objetos pequeños, abra las puertas e inicie la limpieza desde la app. El R7 Max y el R9 Pro crean el mapa con LiDAR en esta pasada: guárdelo al terminar.",
        },
      ],
    },
    "robot-clean-brushes": {
      title: "Limpie el cepillo principal y los cepillos laterales",
      summary:
        "Una limpieza mensual de los cepillos mantiene la succión y evita que el pelo enredado fuerce el motor.",
      minutes: 10,
      steps: [
        {
          title: "Dé la vuelta al robot",
          text: "Apague el robot y colóquelo boca abajo sobre una superficie blanda, como una toalla, para no rayar la tapa.",
        },
        {
          title: "Retire la protección del cepillo",
          text: "Presione las pestañas de la protección del cepillo principal, levántela y saque el cepillo tirando de él por un extremo.",
        },
        {
          title: "Corte el pelo enredado",
          text: "Corte el pelo y los hilos enrollados con la herramienta de limpieza o con unas tijeras, con cuidado de no dañar el cepillo, y retírelos.",
        },
        {
          title: "Limpie los extremos y los cepillos laterales",
          text: "Quite la suciedad de los extremos del cepillo y de sus soportes, donde el pelo acumulado frena el giro. Saque los cepillos laterales tirando de ellos, límpielos y compruebe que sus cerdas no están abiertas.",
        },
        {
          title: "Vuelva a montarlos",
          text: "Coloque el cepillo principal, cierre la protección hasta que encaje y presione los cepillos laterales sobre sus ejes. Cambie el cepillo principal cada 12 meses y los laterales cada 6 meses.",
        },
      ],
    },
    "robot-no-go-zones": {
      title: "Configure habitaciones, zonas prohibidas y horarios",
      summary:
        "Con el mapa guardado, divida la casa en habitaciones, marque las zonas que el robot debe evitar y programe las limpiezas.",
      minutes: 15,
      steps: [
        {
          title: "Abra el mapa",
          text: "Abra la app, elija su robot y abra el mapa guardado tras la primera limpieza. Si aún no tiene mapa, haga antes una limpieza completa con las puertas abiertas.",
        },
        {
          title: "Divida las habitaciones",
          text: "La app propone una división automática: una o divida las habitaciones donde haga falta y ponga a cada una su nombre, como «Cocina» o «Dormitorio».",
        },
        {
          title: "Añada zonas prohibidas",
          text: "Dibuje zonas prohibidas alrededor de los comederos de las mascotas, los cables o los muebles bajos, y líneas virtuales delante de escaleras o umbrales altos. En el R7 Max, marque las alfombras como zonas sin fregado.",
        },
        {
          title: "Ajuste cada habitación",
          text: "Elija para cada habitación el nivel de succión y el nivel de agua, y ordene las habitaciones en el orden en que quiere limpiarlas.",
        },
        {
          title: "Programe las limpiezas",
          text: "Cree un horario con los días, la hora y las habitaciones, por ejemplo la cocina cada noche después de cenar. El robot saldrá solo de la base a la hora indicada.",
        },
      ],
    },
    "stick-first-use": {
      title: "Primer uso de su AeroStick",
      summary:
        "Monte el soporte, cargue la batería y prepare su aspiradora sin cable para la primera limpieza.",
      minutes: 15,
      steps: [
        {
          title: "Monte el soporte de pared",
          text: "Si su modelo incluye soporte de pared, fíjelo cerca de un enchufe y a una altura cómoda, con tornillos y tacos adecuados para su pared, y conecte el cargador.",
        },
        {
          title: "Cargue la batería",
          text: "Cuelgue la aspiradora en el soporte o conecte el cargador directamente a la batería. La carga completa tarda unas 3,5 horas, o 4 horas en la S12 Pro; los LED muestran el nivel.",
        },
        {
          title: "Encaje el tubo y el cepillo",
          text: "Encaje el tubo en el cuerpo de la aspiradora y el cepillo motorizado en el tubo, presionando hasta oír un clic en cada unión. Sin el tubo, puede usarla como aspiradora de mano con la boquilla para rincones o el cepillo 2 en 1.",
        },
        {
          title: "Elija el modo de potencia",
          text: "Use el modo de menor potencia para el día a día y reserve el modo máximo para alfombras y suciedad incrustada, porque agota antes la batería. La S12 Pro ajusta la potencia sola según el polvo que detecta.",
        },
        {
          title: "Vacíe el depósito",
          text: "Después de cada uso, sostenga la aspiradora sobre la papelera y vacíe el depósito con un clic, siempre antes de que el polvo supere la línea máxima.",
        },
      ],
    },
    "stick-filter-care": {
      title: "Lave y seque el filtro y el ciclón",
      summary:
        "Un filtro limpio mantiene la succión y la autonomía: lávelo una vez al mes y déjelo secar bien.",
      minutes: 15,
      steps: [
        {
          title: "Saque el depósito y el filtro",
          text: "Apague la aspiradora, retire el depósito y extraiga el filtro.",
        },
        {
          title: "Sacuda el polvo",
          text: "Golpee suavemente el filtro y el ciclón contra el borde de la papelera para soltar el polvo. Pase un paño seco o un cepillo suave por el ciclón.",
        },
        {
          title: "Aclare con agua fría",
          text: "Aclare el filtro bajo el grifo con agua fría, sin jabón, hasta que el agua salga limpia, y escúrralo con suavidad.",
        },
        {
          title: "Déjelo secar 24 horas",
          text: "Deje secar el filtro al aire al menos 24 horas, lejos de radiadores y del sol directo. No lo coloque húmedo, porque podría dañar el motor.",
        },
        {
          title: "Vuelva a colocarlo",
          text: "Coloque el filtro completamente seco, encaje el depósito y compruebe la succión. Sustituya el filtro cada 6 a 12 meses.",
        },
      ],
    },
    "wetdry-first-clean": {
      title: "Su primera limpieza con la AquaGlide",
      summary:
        "Prepare los depósitos, coloque el rodillo y friegue su primer suelo; al terminar, deje que la máquina se limpie sola.",
      minutes: 20,
      steps: [
        {
          title: "Llene el depósito de agua limpia",
          text: "Con la aspiradora cargada, saque el depósito de agua limpia y llénelo con agua del grifo hasta la línea de llenado. La W7 Pro calienta el agua por sí sola a 60 °C.",
        },
        {
          title: "Añada el limpiador",
          text: "Si lo desea, añada la dosis de limpiador de suelos indicada en el envase; para la suciedad diaria basta con agua. Vuelva a colocar el depósito hasta que encaje.",
        },
        {
          title: "Coloque el rodillo",
          text: "Encaje el rodillo de cepillo en el cabezal hasta que quede fijo y compruebe que el depósito de agua sucia está vacío y bien colocado.",
        },
        {
          title: "Empiece a fregar",
          text: "Saque la aspiradora de la base, enciéndala y muévala despacio hacia delante y hacia atrás. Recoge a la vez la suciedad seca y la húmeda, así que no hace falta aspirar antes.",
        },
        {
          title: "Autolimpieza en la base",
          text: "Al terminar, vuelva a poner la aspiradora en la base y pulse el botón de autolimpieza. Después, vacíe y aclare el depósito de agua sucia.",
        },
      ],
    },
    "wetdry-roller-care": {
      title: "Cuidado del rodillo y de los depósitos",
      summary:
        "Unos minutos de cuidado después de cada limpieza evitan los malos olores y mantienen los suelos sin marcas.",
      minutes: 10,
      steps: [
        {
          title: "Ejecute la autolimpieza",
          text: "Coloque la aspiradora en la base y pulse el botón de autolimpieza para aclarar el rodillo y los conductos.",
        },
        {
          title: "Retire el rodillo",
          text: "Cuando termine el ciclo, saque el rodillo del cabezal, sin herramientas, y quite el pelo y los restos de sus extremos.",
        },
        {
          title: "Aclare y seque el rodillo",
          text: "Aclare el rodillo bajo el grifo y déjelo secar al aire por completo antes de colocarlo. La W5 Max y la W7 Pro lo secan con aire caliente en la base, así que en ellas basta con hacerlo cuando esté muy sucio.",
        },
        {
          title: "Vacíe el depósito de agua sucia",
          text: "Vacíe el depósito de agua sucia, aclárelo junto con su filtro y su flotador, y déjelo secar abierto. Cambie el filtro cada 2 meses.",
        },
        {
          title: "Vuelva a montarla",
          text: "Coloque el rodillo seco y el depósito hasta que encajen, y deje la aspiradora en su base. Cambie el rodillo cada 6 meses; con uno de repuesto puede fregar mientras el otro se seca.",
        },
      ],
    },
    "fryer-first-use": {
      title: "Antes del primer uso de su CrispAir",
      summary:
        "Quite el embalaje, lave la cesta y haga un ciclo en vacío para eliminar el olor a nuevo antes de cocinar.",
      minutes: 25,
      steps: [
        {
          title: "Retire el embalaje",
          text: "Quite todo el material de embalaje, las etiquetas y los adhesivos, también los del interior de la cesta. Coloque la freidora sobre una superficie plana y resistente al calor, con 10 cm libres alrededor.",
        },
        {
          title: "Lave la cesta",
          text: "Lave la cesta y la rejilla con agua caliente y jabón, o en el lavavajillas, y séquelas bien. Limpie el interior y el exterior del aparato con un paño húmedo.",
        },
        {
          title: "Haga un ciclo en vacío",
          text: "Introduzca la cesta vacía y haga funcionar la freidora 10 minutos a 200 °C; en la F9 Dual, con las dos cestas. Es normal que note un ligero olor o algo de humo: es el olor a nuevo, que desaparece. Ventile la cocina.",
        },
        {
          title: "Prepare su primera receta",
          text: "Deje enfriar la cesta y pruebe una receta sencilla, como patatas fritas congeladas o verduras con un poco de aceite, con uno de los programas automáticos.",
        },
      ],
    },
    "fryer-crispy-fries": {
      title: "Patatas fritas perfectas con patatas frescas",
      summary:
        "Con un remojo, un buen secado y una cucharada de aceite, las patatas frescas quedan crujientes por fuera y tiernas por dentro.",
      minutes: 60,
      steps: [
        {
          title: "Corte las patatas",
          text: "Pele unos 500 g de patatas y córtelas en bastones de aproximadamente 1 cm de grosor, todos del mismo tamaño para que se hagan por igual.",
        },
        {
          title: "Póngalas en remojo",
          text: "Déjelas en agua fría al menos 30 minutos para eliminar el almidón; así quedan más crujientes.",
        },
        {
          title: "Séquelas bien",
          text: "Escúrralas y séquelas a fondo con un paño limpio o con papel de cocina: la humedad es la enemiga de lo crujiente.",
        },
        {
          title: "Añada el aceite",
          text: "Mezcle las patatas en un bol con una cucharada de aceite hasta que todas queden ligeramente brillantes.",
        },
        {
          title: "Cocínelas a 200 °C",
          text: "Precaliente 3 minutos, extienda las patatas en la cesta y cocínelas a 200 °C durante 18 a 22 minutos, agitando la cesta dos veces. Sálelas al final y sírvalas enseguida.",
        },
      ],
    },
  },
  quickStarts: {
    "robot-vacuums": {
      title: "Guía de inicio rápido de los robots AeroSweep",
      steps: [
        {
          title: "Contenido de la caja",
          text: "Compruebe que tiene el robot, la base de carga (la base AutoEmpty en el R9 Pro) y los cepillos laterales, y según el modelo el filtro HEPA de repuesto, el módulo de fregado (R7 Max) o las mopas giratorias y las bolsas de polvo (R9 Pro).",
        },
        {
          title: "Coloque la base",
          text: "Sitúe la base contra una pared, sobre suelo duro y plano, con 0,5 m libres a cada lado y 1,5 m por delante, y enchúfela.",
        },
        {
          title: "Cargue el robot",
          text: "Retire las protecciones, coloque los cepillos laterales y deje el robot en la base hasta que esté completamente cargado, unas 4 o 5 horas.",
        },
        {
          title: "Vincule la app",
          text: "Conecte su teléfono a la red Wi-Fi de 2,4 GHz de su casa, abra la app de Brisa Home y añada el robot siguiendo las indicaciones.",
        },
        {
          title: "Primera limpieza",
          text: "Recoja cables y objetos pequeños, abra las puertas e inicie la limpieza desde la app. El R7 Max y el R9 Pro crean el mapa de la casa en esta primera pasada.",
        },
        {
          title: "Cuidado diario",
          text: "Vacíe el depósito después de cada limpieza (el R9 Pro lo vacía solo en su base), lave las mopas tras cada uso, limpie los cepillos una vez al mes y cambie el filtro cada 3 meses.",
        },
      ],
    },
    "cordless-vacuums": {
      title: "Guía de inicio rápido de las aspiradoras AeroStick",
      steps: [
        {
          title: "Monte el soporte",
          text: "Si su modelo incluye soporte de pared, fíjelo cerca de un enchufe y conecte el cargador.",
        },
        {
          title: "Cargue la batería",
          text: "Antes del primer uso, cargue la batería por completo en el soporte o con el cable directamente en la batería: unas 3,5 horas, o 4 horas en la S12 Pro, siempre entre 5 y 35 °C.",
        },
        {
          title: "Monte la aspiradora",
          text: "Encaje el tubo en el cuerpo y el cepillo en el tubo hasta oír un clic. Sin el tubo, funciona como aspiradora de mano con la boquilla para rincones o el cepillo 2 en 1.",
        },
        {
          title: "Modos de potencia",
          text: "Use el modo de menor potencia para la limpieza diaria y el modo máximo solo para alfombras o suciedad incrustada, porque reduce la autonomía. La S12 Pro ajusta la potencia sola y muestra los minutos restantes.",
        },
        {
          title: "Vacíe el depósito",
          text: "Sobre la papelera, abra el depósito con un clic y vacíelo en cuanto el polvo llegue a la línea máxima.",
        },
        {
          title: "Lave el filtro",
          text: "Una vez al mes, aclare el filtro con agua fría y déjelo secar 24 horas antes de colocarlo. Sustitúyalo cada 6 a 12 meses.",
        },
      ],
    },
    "wet-dry-vacuums": {
      title: "Guía de inicio rápido de las aspiradoras AquaGlide",
      steps: [
        {
          title: "Los depósitos",
          text: "La AquaGlide tiene dos depósitos: el de agua limpia, que humedece el rodillo, y el de agua sucia, que recoge lo que aspira. Llene el de agua limpia hasta la línea y compruebe que el de agua sucia está vacío.",
        },
        {
          title: "El producto de limpieza",
          text: "Para el día a día basta con agua. Si lo necesita, añada la dosis indicada del limpiador de suelos incluido o de otro de baja espuma; nunca lejía ni aceites esenciales.",
        },
        {
          title: "Primera limpieza",
          text: "Cargue la aspiradora en su base (unas 4 horas), enciéndala sobre un suelo duro sellado y avance despacio hacia delante y hacia atrás.",
        },
        {
          title: "Autolimpieza",
          text: "Al terminar, devuélvala a la base y pulse el botón de autolimpieza. La W5 Max y la W7 Pro secan después el rodillo con aire caliente.",
        },
        {
          title: "Guárdela",
          text: "Guárdela de pie en su base, en un lugar interior y ventilado, con el depósito de agua sucia vacío y aclarado.",
        },
        {
          title: "Mantenimiento",
          text: "Vacíe y aclare el depósito de agua sucia después de cada uso, cambie su filtro cada 2 meses y sustituya el rodillo cada 6 meses.",
        },
      ],
    },
    "air-fryers": {
      title: "Guía de inicio rápido de las freidoras CrispAir",
      steps: [
        {
          title: "Colóquela",
          text: "Ponga la freidora sobre una superficie plana y resistente al calor, con al menos 10 cm libres alrededor, y no tape nunca las salidas de aire.",
        },
        {
          title: "Primer ciclo en vacío",
          text: "Lave la cesta y la rejilla, introduzca la cesta vacía y haga funcionar la freidora 10 minutos a 200 °C para eliminar el olor a nuevo.",
        },
        {
          title: "Programas",
          text: "Elija un programa automático (6 en la F4 Compact, 10 en la F6 View y 12 en la F9 Dual) o ajuste usted la temperatura y el tiempo. Los programas ya incluyen el precalentamiento.",
        },
        {
          title: "Agite la cesta",
          text: "A mitad de cocción, saque la cesta y agítela o dé la vuelta a los alimentos para que se doren por igual. La F6 View le avisa cuando es el momento.",
        },
        {
          title: "Limpieza",
          text: "Cuando se enfríe, lave la cesta y la rejilla en el lavavajillas o a mano y pase un paño húmedo por el interior. El cuerpo no se sumerge nunca en agua.",
        },
        {
          title: "Seguridad",
          text: "No ponga nada encima de la freidora mientras funciona, sujete la cesta solo por el asa, mantenga a los niños alejados y desenchúfela después de usarla.",
        },
      ],
    },
  },
  firmware: {
    "aerosweep-r9-pro-3-2": {
      notes: [
        "Detecta antes las alfombras y eleva las mopas con más rapidez.",
        "Vuelve a la base de forma más inteligente, con trayectos más directos.",
        "Corregido un error poco frecuente por el que el mapa aparecía girado.",
      ],
    },
    "aerosweep-r9-pro-3-1": {
      notes: [
        "El vaciado automático en la base AutoEmpty es más silencioso.",
        "Mejor detección y evitación de los excrementos de mascotas.",
        "Nueva calibración de la batería para que el nivel de carga mostrado sea más preciso.",
      ],
    },
    "aerosweep-r7-max-2-8": {
      notes: [
        "Ahora puede elegir en la app el orden en que se limpian las habitaciones.",
        "Mejor limpieza de bordes y rodapiés.",
        "El robot vuelve a conectarse solo al Wi-Fi después de reiniciar el router.",
      ],
    },
    "aerosweep-r5-1-9": {
      notes: [
        "Ahora puede programar las limpiezas desde la app.",
        "Más autonomía en el modo eco.",
        "Corregido un error por el que el robot giraba sobre sí mismo cerca de alfombras negras.",
      ],
    },
    "aquaglide-w7-pro-1-4": {
      notes: [
        "El secado del rodillo con aire caliente es más silencioso.",
        "El aviso de depósito lleno es más claro.",
        "El ciclo de autolimpieza gasta menos agua.",
      ],
    },
  },
};
