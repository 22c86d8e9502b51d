import type { accountEn } from './account-en';

/** Mensajes del área de cuenta. */
export const accountEs: Record<keyof typeof accountEn, string> = {
  'account.loginRequired': 'Debes iniciar sesión para acceder a esta página.',
  'account.profileTitle': 'Mi perfil',
  'account.menuProfile': 'Perfil',
  'account.loadError': 'No se pudo cargar tu perfil.',
  'account.memberSince': 'Miembro desde hace {days} días',
  'account.edit': 'Editar perfil',
  'account.editTitle': 'Editar datos personales',
  'account.name': 'Nombre de usuario',
  'account.email': 'Correo electrónico',
  'account.phone': 'Teléfono',
  'account.newPassword': 'Contraseña',
  'account.verified': 'Verificado',
  'account.goBack': 'Volver',
  'account.reset': 'Restablecer',
  'account.updateProfile': 'Actualizar perfil',
  'account.noChanges': 'No se encontraron cambios para actualizar.',
  'account.updated': 'Actualizado correctamente.',
  'account.otpTitle': 'Verificación OTP',
  'account.deleteAccount': 'Eliminar cuenta',
  'account.confirmRequest': '¿Confirmar esta solicitud?',
  'account.deleteBody':
    'Tu cuenta y tus datos personales se borrarán y se cerrará tu sesión en todas partes. Tus pedidos anteriores quedan en las tiendas.',
  'account.yes': 'Sí',
  'account.deleted': 'La cuenta ha sido eliminada',
  'account.verifiedContactRequired': 'Un contacto verificado se puede cambiar, pero no quitar.',
  'account.passwordChangeOff': 'El inicio de sesión con contraseña está desactivado.',
  'account.emailTaken': 'Este correo electrónico ya está en uso.',
  'account.phoneTaken': 'Este teléfono ya está en uso.',
};
