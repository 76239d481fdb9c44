// Links built from the contact constants in content/site.yaml.

/** wa.me wants the number as digits only, with the country code. */
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, "")}`;

export const telHref = (phone: string) => `tel:+${phone.replace(/\D/g, "")}`;

export const mailtoHref = (email: string) => `mailto:${email}`;
