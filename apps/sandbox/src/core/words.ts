/** Indonesian word lists the seeded world is built from. */

export type CategoryGroup = {
  key: string;
  name: string;
  leaves: string[];
  items: string[];
  adjectives: string[];
  brands: string[];
  tiers: { name: string; options: string[] }[];
  price: [number, number];
  weight: [number, number];
  attributes: { name: string; values: string[] }[];
};

export const CATEGORY_GROUPS: CategoryGroup[] = [
  {
    key: 'fashion',
    name: 'Fashion',
    leaves: ['Pakaian Pria', 'Pakaian Wanita', 'Sepatu & Tas'],
    items: [
      'Kaos Polos',
      'Kemeja Flanel',
      'Celana Chino',
      'Hijab Segi Empat',
      'Gamis Syari',
      'Jaket Hoodie',
      'Sandal Jepit',
      'Sepatu Sneakers',
      'Tas Selempang',
      'Dompet Kulit',
      'Rok Plisket',
      'Kemeja Batik',
    ],
    adjectives: [
      'Premium',
      'Original',
      'Terbaru',
      'Kekinian',
      'Pria',
      'Wanita',
      'Unisex',
      'Slim Fit',
      'Oversize',
      'Bahan Katun',
      'Cotton Combed 30s',
      'Distro',
    ],
    brands: ['Erigo', 'Cottonink', 'Lokal Pride', 'Tanpa Merek'],
    tiers: [
      {
        name: 'Warna',
        options: ['Hitam', 'Putih', 'Merah', 'Biru Navy', 'Abu-abu', 'Krem', 'Hijau Army', 'Maroon'],
      },
      { name: 'Ukuran', options: ['S', 'M', 'L', 'XL', 'XXL'] },
      { name: 'Model', options: ['Lengan Pendek', 'Lengan Panjang'] },
    ],
    price: [35000, 350000],
    weight: [150, 900],
    attributes: [
      { name: 'Bahan', values: ['Katun', 'Polyester', 'Denim', 'Linen', 'Kulit Sintetis'] },
      { name: 'Negara Asal', values: ['Indonesia', 'Tiongkok', 'Thailand'] },
    ],
  },
  {
    key: 'elektronik',
    name: 'Elektronik',
    leaves: ['Aksesoris HP', 'Audio', 'Komputer & Gadget'],
    items: [
      'Earphone Bluetooth',
      'Powerbank 10000mAh',
      'Kabel Data Type C',
      'Charger Fast Charging',
      'Speaker Portable',
      'Mouse Wireless',
      'Lampu LED',
      'Smartwatch',
      'Kipas Angin Mini',
      'Tripod HP',
      'Keyboard Mekanikal',
      'Ring Light',
    ],
    adjectives: ['Original', 'Garansi Resmi', 'Bergaransi', 'Murah', 'Terlaris', 'Pro', 'Mini', 'Portable'],
    brands: ['Robot', 'Vivan', 'Xiaomi', 'Anker', 'Baseus'],
    tiers: [
      { name: 'Warna', options: ['Hitam', 'Putih', 'Biru', 'Pink'] },
      { name: 'Tipe', options: ['Standar', 'Pro', 'Max'] },
      { name: 'Garansi', options: ['Tanpa Garansi', 'Garansi 1 Tahun'] },
    ],
    price: [25000, 900000],
    weight: [50, 1500],
    attributes: [
      { name: 'Garansi', values: ['Garansi Resmi', 'Garansi Distributor', 'Tanpa Garansi'] },
      { name: 'Daya', values: ['5 W', '10 W', '18 W', '20 W', '65 W'] },
    ],
  },
  {
    key: 'rumah',
    name: 'Rumah Tangga',
    leaves: ['Peralatan Dapur', 'Dekorasi', 'Kebersihan'],
    items: [
      'Panci Set',
      'Wajan Anti Lengket',
      'Rak Piring',
      'Sapu Lantai',
      'Gorden Jendela',
      'Sprei Katun',
      'Toples Kaca',
      'Botol Minum',
      'Keranjang Baju',
      'Dispenser Sabun',
      'Rice Cooker',
      'Blender',
    ],
    adjectives: ['Serbaguna', 'Anti Karat', 'Minimalis', 'Jumbo', 'Lipat', 'Stainless', 'Murah', 'Awet'],
    brands: ['Maspion', 'Lion Star', 'Miyako', 'Cosmos', 'Tanpa Merek'],
    tiers: [
      { name: 'Warna', options: ['Putih', 'Abu-abu', 'Hijau Mint', 'Pink', 'Cokelat'] },
      { name: 'Ukuran', options: ['Kecil', 'Sedang', 'Besar'] },
      { name: 'Isi', options: ['1 pcs', '2 pcs', '3 pcs'] },
    ],
    price: [15000, 400000],
    weight: [200, 3000],
    attributes: [
      { name: 'Bahan', values: ['Plastik', 'Stainless Steel', 'Kaca', 'Kayu', 'Aluminium'] },
      { name: 'Negara Asal', values: ['Indonesia', 'Tiongkok'] },
    ],
  },
  {
    key: 'kecantikan',
    name: 'Kecantikan',
    leaves: ['Perawatan Wajah', 'Makeup', 'Perawatan Tubuh'],
    items: [
      'Serum Wajah',
      'Lip Cream Matte',
      'Sunscreen SPF 50',
      'Masker Wajah',
      'Toner Wajah',
      'Sabun Cuci Muka',
      'Bedak Padat',
      'Parfum',
      'Body Lotion',
      'Shampo Anti Ketombe',
    ],
    adjectives: ['BPOM', 'Original', 'Glowing', 'Brightening', 'Travel Size', 'Halal', 'Natural'],
    brands: ['Wardah', 'Emina', 'Somethinc', 'Scarlett', 'Azarine'],
    tiers: [
      { name: 'Varian', options: ['Nude', 'Rose', 'Coral', 'Cherry', 'Peach'] },
      { name: 'Ukuran', options: ['30 ml', '50 ml', '100 ml'] },
      { name: 'Paket', options: ['Satuan', 'Paket Hemat'] },
    ],
    price: [20000, 250000],
    weight: [50, 500],
    attributes: [
      { name: 'No. BPOM', values: ['NA18201200123', 'NA18211200456', 'NA18191200789'] },
      {
        name: 'Jenis Kulit',
        values: ['Semua Jenis Kulit', 'Kulit Berminyak', 'Kulit Kering', 'Kulit Sensitif'],
      },
    ],
  },
  {
    key: 'makanan',
    name: 'Makanan & Minuman',
    leaves: ['Makanan Ringan', 'Minuman', 'Bahan Pokok'],
    items: [
      'Keripik Pisang',
      'Kopi Bubuk Arabika',
      'Sambal Bawang',
      'Madu Hutan',
      'Teh Hijau',
      'Kue Kering Nastar',
      'Rendang Kemasan',
      'Abon Sapi',
      'Kacang Mete',
      'Cokelat Batangan',
    ],
    adjectives: ['Homemade', 'Asli', 'Khas Bandung', 'Khas Padang', 'Tanpa Pengawet', 'Halal', 'Premium'],
    brands: ['Kusuka', 'Kapal Api', 'Maicih', 'Tanpa Merek'],
    tiers: [
      { name: 'Rasa', options: ['Original', 'Pedas', 'Balado', 'Keju', 'Manis'] },
      { name: 'Berat', options: ['100 gr', '250 gr', '500 gr', '1 kg'] },
      { name: 'Kemasan', options: ['Pouch', 'Toples'] },
    ],
    price: [10000, 150000],
    weight: [100, 1200],
    attributes: [
      { name: 'Masa Simpan', values: ['3 bulan', '6 bulan', '12 bulan'] },
      { name: 'Sertifikat Halal', values: ['Ada', 'Dalam Proses'] },
    ],
  },
];

export const SHOP_WORDS = {
  first: ['Toko', 'Grosir', 'Pusat', 'Rumah', 'Galeri', 'Warung'],
  middle: ['Berkah', 'Sumber', 'Maju', 'Sinar', 'Cahaya', 'Mitra', 'Sentosa', 'Bintang', 'Rezeki'],
  last: ['Jaya', 'Abadi', 'Makmur', 'Sejahtera', 'Mandiri', 'Utama', 'Lestari', 'Sukses'],
};

export const FIRST_NAMES = [
  'Budi',
  'Siti',
  'Agus',
  'Dewi',
  'Rina',
  'Andi',
  'Putri',
  'Eko',
  'Sri',
  'Wahyu',
  'Fitri',
  'Hendra',
  'Ayu',
  'Rizky',
  'Nur',
  'Dimas',
  'Indah',
  'Yusuf',
  'Lestari',
  'Bayu',
  'Citra',
  'Fajar',
];
export const LAST_NAMES = [
  'Santoso',
  'Wijaya',
  'Saputra',
  'Pratama',
  'Hidayat',
  'Kusuma',
  'Nugroho',
  'Setiawan',
  'Rahmawati',
  'Siregar',
  'Simanjuntak',
  'Halim',
  'Gunawan',
  'Permata',
  'Susanto',
];

export const CITIES: { city: string; province: string; postal: string; districts: string[] }[] = [
  {
    city: 'Jakarta Selatan',
    province: 'DKI Jakarta',
    postal: '12',
    districts: ['Kebayoran Baru', 'Tebet', 'Cilandak'],
  },
  { city: 'Bandung', province: 'Jawa Barat', postal: '40', districts: ['Coblong', 'Sukajadi', 'Lengkong'] },
  { city: 'Surabaya', province: 'Jawa Timur', postal: '60', districts: ['Gubeng', 'Wonokromo', 'Tegalsari'] },
  {
    city: 'Semarang',
    province: 'Jawa Tengah',
    postal: '50',
    districts: ['Banyumanik', 'Tembalang', 'Candisari'],
  },
  {
    city: 'Yogyakarta',
    province: 'DI Yogyakarta',
    postal: '55',
    districts: ['Gondokusuman', 'Umbulharjo', 'Kotagede'],
  },
  {
    city: 'Medan',
    province: 'Sumatera Utara',
    postal: '20',
    districts: ['Medan Baru', 'Medan Petisah', 'Medan Johor'],
  },
  {
    city: 'Makassar',
    province: 'Sulawesi Selatan',
    postal: '90',
    districts: ['Panakkukang', 'Rappocini', 'Tamalate'],
  },
  { city: 'Denpasar', province: 'Bali', postal: '80', districts: ['Denpasar Selatan', 'Denpasar Barat'] },
  { city: 'Palembang', province: 'Sumatera Selatan', postal: '30', districts: ['Ilir Timur I', 'Kemuning'] },
  { city: 'Bekasi', province: 'Jawa Barat', postal: '17', districts: ['Bekasi Selatan', 'Rawalumbu'] },
  { city: 'Tangerang', province: 'Banten', postal: '15', districts: ['Ciledug', 'Karawaci', 'Cipondoh'] },
  { city: 'Malang', province: 'Jawa Timur', postal: '65', districts: ['Lowokwaru', 'Klojen', 'Blimbing'] },
];

export const STREETS = [
  'Merdeka',
  'Sudirman',
  'Diponegoro',
  'Gatot Subroto',
  'Ahmad Yani',
  'Pahlawan',
  'Melati',
  'Kenanga',
  'Mawar',
  'Cempaka',
  'Veteran',
  'Imam Bonjol',
];

export const BUYER_LINES = [
  'Halo kak, barangnya ready?',
  'Kak, bisa kirim hari ini?',
  'Ukuran M masih ada kak?',
  'Pesanan saya kapan dikirim ya?',
  'Kak, warna hitam masih ada?',
  'Bisa COD kak?',
  'Resi nya sudah ada belum kak?',
  'Terima kasih kak, barang sudah sampai',
  'Kak, ada diskon kalau beli 3?',
  'Apakah produk ini original?',
  'Kak, bisa tolong dibungkus rapi ya',
  'Estimasi sampai Surabaya berapa hari kak?',
];

export const SELLER_LINES = [
  'Halo kak, ready ya silakan diorder',
  'Siap kak, pesanan dikirim hari ini',
  'Terima kasih sudah berbelanja kak',
  'Masih ada kak',
  'Resi sudah kami update ya kak',
  'Bisa kak, beli 3 pcs dapat potongan 5%',
  'Produk kami 100% original kak',
  'Estimasi 2-3 hari kerja kak',
];

export const PAYMENT_METHODS = ['COD', 'Transfer Bank', 'ShopeePay', 'OVO', 'GoPay', 'DANA', 'Kartu Kredit'];

export const PAGE_CATEGORIES = [
  'Toko Pakaian',
  'Toko Elektronik',
  'Perlengkapan Rumah',
  'Kecantikan',
  'Makanan',
];
